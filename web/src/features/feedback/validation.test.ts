import { FEEDBACK_VALIDATION } from "@jadeverse/api/client/feedback";
import { describe, expect, it } from "vitest";
import { feedbackMessages } from "./messages.ts";
import {
  EMPTY_DRAFT,
  FEEDBACK_VALIDATION_MESSAGES,
  type FeedbackDraft,
  validateFeedback,
} from "./validation.ts";

const draft = (over: Partial<FeedbackDraft> = {}): FeedbackDraft => ({
  mode: "feedback",
  ...EMPTY_DRAFT,
  ...over,
});

describe("feedback validation (docs/product/economy.md §5)", () => {
  it("says in English exactly what the API says for each field", () => {
    for (const [field, id] of Object.entries(FEEDBACK_VALIDATION_MESSAGES))
      expect(feedbackMessages.english._(id)).toBe(
        FEEDBACK_VALIDATION[field as keyof typeof FEEDBACK_VALIDATION],
      );
  });

  it("asks general feedback for a rating and a message", () => {
    expect(validateFeedback(draft({ message: "  " }), true)).toEqual({
      rating: "errorRating",
      message: "errorMessage",
    });
    expect(validateFeedback(draft({ grade: 5, message: "Love it" }), true)).toEqual({});
  });

  it("asks a bug report for the browser, the device type and, without a nickname, a username", () => {
    expect(validateFeedback(draft({ mode: "bug", message: "Crash" }), true)).toEqual({
      username: "errorUsername",
      browser: "errorBrowser",
      deviceType: "errorDeviceType",
    });
    expect(
      validateFeedback(
        draft({ mode: "bug", message: "Crash", browser: "chrome", deviceType: "mobile" }),
        false,
      ),
    ).toEqual({});
  });
});
