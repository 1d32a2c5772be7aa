import {
  FEEDBACK_BROWSERS,
  FEEDBACK_DEVICE_TYPES,
  RATING_MAX,
  RATING_MIN,
} from "@jadeverse/api/client/feedback";
import type { FeedbackMessage, FeedbackTranslate } from "./messages.ts";

export {
  FEEDBACK_DETECTED_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
} from "@jadeverse/api/client/feedback";

// Options and timings of the feedback button and form (docs/product/economy.md §2, §4, §5, §8, §9);
// their texts are the feedback catalogue's (messages/), named here by their ids.

/** General feedback or a bug report. */
export type FeedbackMode = "feedback" | "bug";

/** Each mode's switch label, and its message field's label and placeholder. */
export const MODE_TEXTS: Readonly<
  Record<
    FeedbackMode,
    { mode: FeedbackMessage; messageLabel: FeedbackMessage; messagePlaceholder: FeedbackMessage }
  >
> = {
  feedback: {
    mode: "modeFeedback",
    messageLabel: "messageLabelFeedback",
    messagePlaceholder: "messagePlaceholderFeedback",
  },
  bug: { mode: "modeBug", messageLabel: "messageLabelBug", messagePlaceholder: "messagePlaceholderBug" },
};

/** docs/product/economy.md §9: the dialog closes 2 s after a successful submission. */
export const FEEDBACK_CLOSE_AFTER_MS = 2_000;

/** Star values, RATING_MIN…RATING_MAX (docs/product/economy.md §5: 1–5). */
export const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

type Browser = (typeof FEEDBACK_BROWSERS)[number];
type DeviceType = (typeof FEEDBACK_DEVICE_TYPES)[number];

/** An option's label: a brand, written the same in every language, or one of the catalogue's messages. */
export type OptionLabel = { brand: string } | { id: FeedbackMessage };

const BROWSER_LABELS: Record<Browser, OptionLabel> = {
  chrome: { brand: "Google Chrome" },
  safari: { brand: "Safari" },
  firefox: { brand: "Mozilla Firefox" },
  edge: { brand: "Microsoft Edge" },
  opera: { brand: "Opera" },
  brave: { brand: "Brave" },
  "samsung-internet": { brand: "Samsung Internet" },
  telegram: { id: "browserTelegram" },
  other: { id: "browserOther" },
};

const DEVICE_LABELS: Record<DeviceType, OptionLabel> = {
  desktop: { id: "deviceDesktop" },
  laptop: { id: "deviceLaptop" },
  mobile: { id: "deviceMobile" },
  tablet: { id: "deviceTablet" },
  other: { id: "deviceOther" },
};

/** The browsers a bug report can name: exactly the API's list, with readable labels. */
export const BROWSER_OPTIONS = FEEDBACK_BROWSERS.map((value) => ({ value, label: BROWSER_LABELS[value] }));
export const DEVICE_OPTIONS = FEEDBACK_DEVICE_TYPES.map((value) => ({ value, label: DEVICE_LABELS[value] }));

/** An option's label as the player reads it. */
export const optionLabel = (label: OptionLabel, t: FeedbackTranslate): string =>
  "brand" in label ? label.brand : t(label.id);

export type BrowserValue = Browser;
export type DeviceValue = DeviceType;
