import { type FeedbackAdditionalFields, insertFeedback } from "@jadeverse/db/feedback/submissions";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import { problemText } from "../errors/texts.ts";
import { badRequest } from "../errors.ts";
import { FEEDBACK_USER_AGENT_MAX, FEEDBACK_VALIDATION } from "./constants.ts";
import type { FeedbackBody } from "./schema.ts";

/**
 * Stores one submission. A signed-in player's nickname is their username (what the form shows them);
 * a bug report from someone without one must name themselves.
 */
export async function storeFeedback(
  deps: Deps,
  body: FeedbackBody,
  viewer: User | null,
  userAgent: string | undefined,
) {
  const { pageUrl, username: givenUsername, ...fields } = body.additionalFields;
  const username = viewer?.nickname || givenUsername || undefined;
  if (body.type === "bug" && !username) {
    throw badRequest("VALIDATION_ERROR", problemText(FEEDBACK_VALIDATION.username), {
      issues: [{ path: "additionalFields.username", message: FEEDBACK_VALIDATION.username }],
    });
  }
  const additionalFields: FeedbackAdditionalFields = {
    ...fields,
    ...(username ? { username } : {}),
    ...(body.type === "feedback" ? { starRating: body.grade } : {}),
  };
  return insertFeedback(deps.db, {
    userId: viewer?.id ?? null,
    type: body.type,
    grade: body.type === "feedback" ? body.grade : null,
    message: body.message,
    additionalFields,
    userAgent: userAgent?.slice(0, FEEDBACK_USER_AGENT_MAX) ?? null,
    pageUrl: pageUrl ?? null,
  });
}
