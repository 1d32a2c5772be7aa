import { FEEDBACK_BROWSERS, FEEDBACK_DEVICE_TYPES, RATING_MAX, RATING_MIN } from "@jadeverse/api/client";

export {
  FEEDBACK_DETECTED_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  FEEDBACK_VALIDATION,
} from "@jadeverse/api/client";

/** Copy, options and timings of the feedback button and form (docs/product/economy.md §2, §4, §5, §8, §9). */

export type FeedbackMode = "feedback" | "bug";

export const FEEDBACK_COPY = {
  title: "Share Your Feedback with our team!",
  modeLabel: "What would you like to send?",
  modes: { feedback: "General feedback", bug: "Bug report" },
  ratingLabel: "How do you like JadeVerse?",
  starLabel: (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`),
  messageLabel: { feedback: "Your feedback", bug: "What went wrong?" },
  messagePlaceholder: {
    feedback: "Tell us what you love and what we could do better…",
    bug: "Describe the bug: what you did, what you expected and what happened.",
  },
  usernameLabel: "Username",
  usernamePlaceholder: "Your JadeVerse or Telegram username",
  browserLabel: "Browser",
  browserPlaceholder: "Select the browser",
  deviceLabel: "Device type",
  devicePlaceholder: "Select the device type",
  stepsLabel: "Steps to reproduce (optional)",
  submit: "Submit",
  /** docs/product/economy.md §8. */
  success: "Thank you for your feedback!",
  failure: "Failed to submit feedback. Please try again.",
} as const;

/** docs/product/economy.md §9: the dialog closes 2 s after a successful submission. */
export const FEEDBACK_CLOSE_AFTER_MS = 2_000;

/** Star values, RATING_MIN…RATING_MAX (docs/product/economy.md §5: 1–5). */
export const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

type Browser = (typeof FEEDBACK_BROWSERS)[number];
type DeviceType = (typeof FEEDBACK_DEVICE_TYPES)[number];

const BROWSER_LABELS: Record<Browser, string> = {
  chrome: "Google Chrome",
  safari: "Safari",
  firefox: "Mozilla Firefox",
  edge: "Microsoft Edge",
  opera: "Opera",
  brave: "Brave",
  "samsung-internet": "Samsung Internet",
  telegram: "Telegram in-app browser",
  other: "Other",
};

const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: "Desktop computer",
  laptop: "Laptop",
  mobile: "Mobile phone",
  tablet: "Tablet",
  other: "Other",
};

/** The browsers a bug report can name: exactly the API's list, with readable labels. */
export const BROWSER_OPTIONS = FEEDBACK_BROWSERS.map((value) => ({ value, label: BROWSER_LABELS[value] }));
export const DEVICE_OPTIONS = FEEDBACK_DEVICE_TYPES.map((value) => ({ value, label: DEVICE_LABELS[value] }));

export type BrowserValue = Browser;
export type DeviceValue = DeviceType;
