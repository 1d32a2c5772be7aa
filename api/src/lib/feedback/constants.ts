/** Feedback rules (docs/product/economy.md §2 "Feedback form", §5, §7, §8), named once. */

/** docs/product/economy.md §5 validation messages; the API answers with the same words as the form. */
export const FEEDBACK_VALIDATION = {
  message: "Please enter a message",
  username: "Please enter your username",
  browser: "Please select the browser",
  deviceType: "Please select the device type",
  rating: "Please select a rating",
} as const;

/** docs/product/economy.md §8 success message. */
export const FEEDBACK_SUCCESS_MESSAGE = "Thank you for your feedback!";

/** Ours: the longest message we keep (a long bug report fits; a pasted log does not). */
export const FEEDBACK_MESSAGE_MAX = 2_000;
export const FEEDBACK_STEPS_MAX = 2_000;
/** Telegram usernames are at most 32 characters, nicknames 25. */
export const FEEDBACK_USERNAME_MAX = 32;
/** Browser and platform strings detected by the client. */
export const FEEDBACK_DETECTED_MAX = 128;
export const FEEDBACK_PAGE_URL_MAX = 2_048;
export const FEEDBACK_USER_AGENT_MAX = 512;

/** docs/product/economy.md §5: general feedback is rated 1–5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The browsers and device types a bug report can pick (the web form offers exactly these). */
export const FEEDBACK_BROWSERS = [
  "chrome",
  "safari",
  "firefox",
  "edge",
  "opera",
  "brave",
  "samsung-internet",
  "telegram",
  "other",
] as const;
export const FEEDBACK_DEVICE_TYPES = ["desktop", "laptop", "mobile", "tablet", "other"] as const;

/**
 * Submissions per window, counted per client IP and, when signed in, per player: generous for a
 * person reporting a few bugs in a row, useless for flooding the community team.
 */
export const FEEDBACK_RATE_LIMIT = { limit: 10, windowSeconds: 900 } as const;
