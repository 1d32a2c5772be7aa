import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import type { z } from "zod";
import { fieldProblem } from "./errors/texts.ts";
import { ApiError } from "./errors.ts";

/**
 * zod validation for any request part, registered in the OpenAPI document. A failure is a 400
 * VALIDATION_ERROR listing each field and what is wrong with it; nothing downstream runs.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  validator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((issue) => ({
        path: (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
        message: issue.message,
      }));
      const first = issues[0];
      // The problem in the player's language when the catalogue knows it; the field's key as it is.
      const message = first ? fieldProblem(first.path || target, first.message) : undefined;
      throw new ApiError(400, "VALIDATION_ERROR", message, { issues });
    }
  });
