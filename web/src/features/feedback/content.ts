/** Copy, options and timings of the feedback button and form (spec 001 §2, §4, §5, §8, §9). */

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
  /** Spec 001 §8. */
  success: "Thank you for your feedback!",
  failure: "Failed to submit feedback. Please try again.",
} as const;

/** Spec 001 §5, word for word. */
export const FEEDBACK_VALIDATION = {
  message: "Please enter a message",
  username: "Please enter your username",
  browser: "Please select the browser",
  deviceType: "Please select the device type",
  rating: "Please select a rating",
} as const;

/** Spec 001 §9: the dialog closes 2 s after a successful submission. */
export const FEEDBACK_CLOSE_AFTER_MS = 2_000;

/** Server limits (api/src/lib/feedback/constants.ts). */
export const FEEDBACK_MESSAGE_MAX = 2_000;
export const FEEDBACK_STEPS_MAX = 2_000;
export const FEEDBACK_USERNAME_MAX = 32;
export const FEEDBACK_DETECTED_MAX = 128;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The browsers a bug report can name; the values are the API's. */
export const BROWSER_OPTIONS = [
  { value: "chrome", label: "Google Chrome" },
  { value: "safari", label: "Safari" },
  { value: "firefox", label: "Mozilla Firefox" },
  { value: "edge", label: "Microsoft Edge" },
  { value: "opera", label: "Opera" },
  { value: "brave", label: "Brave" },
  { value: "samsung-internet", label: "Samsung Internet" },
  { value: "telegram", label: "Telegram in-app browser" },
  { value: "other", label: "Other" },
] as const;

export const DEVICE_OPTIONS = [
  { value: "desktop", label: "Desktop computer" },
  { value: "laptop", label: "Laptop" },
  { value: "mobile", label: "Mobile phone" },
  { value: "tablet", label: "Tablet" },
  { value: "other", label: "Other" },
] as const;

export type BrowserValue = (typeof BROWSER_OPTIONS)[number]["value"];
export type DeviceValue = (typeof DEVICE_OPTIONS)[number]["value"];
