import { FEEDBACK_VALIDATION, type FeedbackMode } from "./content.ts";

export type FeedbackField = "rating" | "username" | "browser" | "deviceType" | "message";
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

export interface FeedbackDraft {
  mode: FeedbackMode;
  grade: number | null;
  message: string;
  username: string;
  browser: string;
  deviceType: string;
  steps: string;
}

/**
 * docs/product/economy.md §5: a message always; general feedback a 1–5 rating; a bug report the browser, the device
 * type and, when the sender has no nickname, a username. Empty result = valid.
 */
export function validateFeedback(draft: FeedbackDraft, needsUsername: boolean): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.mode === "feedback") {
    if (draft.grade === null || draft.grade < 1 || draft.grade > 5)
      errors.rating = FEEDBACK_VALIDATION.rating;
  } else {
    if (needsUsername && !draft.username.trim()) errors.username = FEEDBACK_VALIDATION.username;
    if (!draft.browser) errors.browser = FEEDBACK_VALIDATION.browser;
    if (!draft.deviceType) errors.deviceType = FEEDBACK_VALIDATION.deviceType;
  }
  if (!draft.message.trim()) errors.message = FEEDBACK_VALIDATION.message;
  return errors;
}

/** The order fields appear in, to focus the first one that needs attention. */
export const FIELD_ORDER: readonly FeedbackField[] = [
  "rating",
  "username",
  "browser",
  "deviceType",
  "message",
];
