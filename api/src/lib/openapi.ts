import type { MiddlewareHandler } from "hono";
import { describeRoute, type ResponsesWithResolver, resolver, uniqueSymbol } from "hono-openapi";
import type { z } from "zod";
import type { ErrorCode } from "./errors.ts";
import { type ErrorStatus, errorResponse } from "./openapi/errors.ts";

export interface DocOptions {
  /**
   * `session`: bearer token or `access_token` cookie (adds 401, 404, and 403 for a locked account);
   * `telegram`: `tma <initData>`;
   * `console`: an operator's console token (adds 401, the second factor, and 403 for a role that does
   * not reach: middleware/console-auth.ts).
   */
  auth?: "session" | "telegram" | "console";
  success?: 200 | 201;
  /** The success body (a schema from `lib/openapi/responses/*`); the live test checks answers against it. */
  response: z.ZodType;
  /**
   * The input a validator checks: adds 400 `VALIDATION_ERROR` (`details.issues` names each field);
   * a JSON body also `INVALID_JSON`. (404, 405, and on writes 403 and 413, every operation gets from
   * the document's generator: lib/openapi/common-answers.ts.)
   */
  input?: "json" | "query";
  /** The route has a rate limit: 429 `RATE_LIMITED` with `Retry-After`. */
  limited?: boolean;
  /** The route's own error codes per status, added to the ones above. */
  errors?: Partial<Record<ErrorStatus, readonly ErrorCode[]>>;
  /** Documented answers that are not the error envelope (the health probe's 503). */
  other?: Record<number, { description: string; schema: z.ZodType }>;
}

function errorCodes(options: DocOptions): Map<ErrorStatus, ErrorCode[]> {
  const codes = new Map<ErrorStatus, ErrorCode[]>();
  const add = (status: ErrorStatus, ...list: ErrorCode[]) =>
    codes.set(status, [...(codes.get(status) ?? []), ...list]);
  if (options.input) add(400, "VALIDATION_ERROR");
  if (options.input === "json") add(400, "INVALID_JSON");
  if (options.auth === "session") {
    add(401, "UNAUTHORIZED");
    add(403, "ACCOUNT_LOCKED");
    add(404, "USER_NOT_FOUND_ERROR");
  }
  if (options.auth === "console") {
    add(401, "UNAUTHORIZED", "CONSOLE_SECOND_FACTOR_REQUIRED");
    add(403, "FORBIDDEN");
  }
  if (options.limited) add(429, "RATE_LIMITED");
  for (const [status, list] of Object.entries(options.errors ?? {}))
    add(Number(status) as ErrorStatus, ...(list as ErrorCode[]));
  add(500, "INTERNAL_ERROR");
  return codes;
}

const json = (schema: z.ZodType) => ({ "application/json": { schema: resolver(schema) } });

/**
 * Documents a route in the OpenAPI document: its success body and every error status it can answer
 * with the envelope `{ error: { code, message, details? } }`, each narrowed to the route's codes.
 * Validators contribute the request schemas.
 */
export function doc(tag: string, summary: string, options: DocOptions) {
  const security: Record<string, string[]>[] =
    options.auth === "session"
      ? [{ bearer: [] }, { cookie: [] }]
      : options.auth === "telegram"
        ? [{ telegramInitData: [] }]
        : options.auth === "console"
          ? [{ consoleToken: [] }]
          : [];
  const responses: ResponsesWithResolver = {
    [options.success ?? 200]: { description: "Success", content: json(options.response) },
  };
  for (const [status, { description, schema }] of Object.entries(options.other ?? {}))
    responses[status] = { description, content: json(schema) };
  for (const [status, codes] of [...errorCodes(options)].sort(([a], [b]) => a - b))
    responses[status] = errorResponse(status, codes);
  const described = describeRoute({ tags: [tag], summary, security, responses });
  // hono-openapi finds the description by its symbol on the route's handler in `app.routes`; its own
  // middleware is an `async` pass-through. This one hands on directly, and is marked as a description
  // only, so the API's router leaves it out of the chain a request runs (openapi/serving-router.ts).
  const passOn: MiddlewareHandler = (_c, next) => next();
  const description = (described as unknown as Record<symbol, unknown>)[uniqueSymbol];
  return Object.assign(passOn, {
    [uniqueSymbol]: description,
    [DESCRIPTION_ONLY]: true,
  }) as unknown as typeof described;
}

const DESCRIPTION_ONLY = Symbol("jadeverse.openapi.description-only");

/** Whether a route handler is `doc()`'s: a description for the document that does nothing when run. */
export const isDescriptionOnly = (handler: unknown): boolean =>
  typeof handler === "function" && (handler as unknown as Record<symbol, unknown>)[DESCRIPTION_ONLY] === true;
