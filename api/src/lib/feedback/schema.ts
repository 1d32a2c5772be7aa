import { z } from "zod";
import {
  FEEDBACK_BROWSERS,
  FEEDBACK_DETECTED_MAX,
  FEEDBACK_DEVICE_TYPES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_PAGE_URL_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  FEEDBACK_VALIDATION,
  RATING_MAX,
  RATING_MIN,
} from "./constants.ts";

const message = z
  .string({ message: FEEDBACK_VALIDATION.message })
  .trim()
  .min(1, { message: FEEDBACK_VALIDATION.message })
  .max(FEEDBACK_MESSAGE_MAX, { message: `Please keep the message under ${FEEDBACK_MESSAGE_MAX} characters` });

const rating = z
  .number({ message: FEEDBACK_VALIDATION.rating })
  .int({ message: FEEDBACK_VALIDATION.rating })
  .min(RATING_MIN, { message: FEEDBACK_VALIDATION.rating })
  .max(RATING_MAX, { message: FEEDBACK_VALIDATION.rating });

const detected = z.string().trim().max(FEEDBACK_DETECTED_MAX).optional();

/** The page the form was sent from, kept without query and fragment (they can carry tokens). */
const pageUrl = z
  .url({ protocol: /^https?$/ })
  .max(FEEDBACK_PAGE_URL_MAX)
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  })
  .optional();

/** Fields both kinds may carry: who (when not signed in), what the browser detected, where. */
const commonFields = {
  username: z.string().trim().max(FEEDBACK_USERNAME_MAX).optional(),
  browser: detected,
  platform: detected,
  pageUrl,
};

const generalFeedback = z
  .object({
    type: z.literal("feedback"),
    grade: rating,
    message,
    additionalFields: z
      .object({ ...commonFields, starRating: rating.optional() })
      .strict()
      .default({}),
  })
  .strict();

const bugReport = z
  .object({
    type: z.literal("bug"),
    grade: z.null().optional(),
    message,
    additionalFields: z
      .object({
        ...commonFields,
        selectedBrowser: z.enum(FEEDBACK_BROWSERS, { message: FEEDBACK_VALIDATION.browser }),
        deviceType: z.enum(FEEDBACK_DEVICE_TYPES, { message: FEEDBACK_VALIDATION.deviceType }),
        steps: z.string().trim().max(FEEDBACK_STEPS_MAX).optional(),
      })
      .strict(),
  })
  .strict();

/**
 * `POST /api/feedback` (docs/product/economy.md §7: grade, message, type, additionalFields). General feedback needs
 * a 1–5 grade; a bug report needs the browser and device type picked by the reporter (and a username
 * unless the sender is signed in with a nickname, checked by the route). `browser` and `platform`
 * are what the client detected; `selectedBrowser` is the reporter's choice.
 */
export const feedbackBody = z.discriminatedUnion("type", [generalFeedback, bugReport]);

export type FeedbackBody = z.infer<typeof feedbackBody>;
