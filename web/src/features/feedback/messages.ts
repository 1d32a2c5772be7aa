import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The feedback button's and form's texts, per language (docs/i18n.md; docs/product/economy.md §2, §5,
 * §8): the two halves of the button, the form's fields, options and validation messages, and its
 * outcome. The validation messages are the API's words (FEEDBACK_VALIDATION), in English kept equal.
 */
export const feedbackMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type FeedbackMessage = keyof typeof english;
/** The feedback messages in the current language (`useMessages(feedbackMessages)`). */
export type FeedbackTranslate = Translate<FeedbackMessage>;
