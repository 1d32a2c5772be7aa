import type { FeedbackMode } from "./content.ts";
import type { FeedbackMessage } from "./messages.ts";

/** A form with nothing filled in yet (the mode is the caller's). */
export const EMPTY_DRAFT: Omit<FeedbackDraft, "mode"> = {
  grade: null,
  message: "",
  username: "",
  browser: "",
  deviceType: "",
  steps: "",
};

export type FeedbackField = "rating" | "username" | "browser" | "deviceType" | "message";
/** Each field's problem, as its message's id (the API's words in English: FEEDBACK_VALIDATION). */
export type FeedbackErrors = Partial<Record<FeedbackField, FeedbackMessage>>;

/** docs/product/economy.md §5's validation message of each field. */
export const FEEDBACK_VALIDATION_MESSAGES: Readonly<Record<FeedbackField, FeedbackMessage>> = {
  message: "errorMessage",
  username: "errorUsername",
  browser: "errorBrowser",
  deviceType: "errorDeviceType",
  rating: "errorRating",
};

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
      errors.rating = FEEDBACK_VALIDATION_MESSAGES.rating;
  } else {
    if (needsUsername && !draft.username.trim()) errors.username = FEEDBACK_VALIDATION_MESSAGES.username;
    if (!draft.browser) errors.browser = FEEDBACK_VALIDATION_MESSAGES.browser;
    if (!draft.deviceType) errors.deviceType = FEEDBACK_VALIDATION_MESSAGES.deviceType;
  }
  if (!draft.message.trim()) errors.message = FEEDBACK_VALIDATION_MESSAGES.message;
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
