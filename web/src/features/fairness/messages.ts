import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The provably fair panel's texts and the wheel verifier's verdicts, per language (docs/i18n.md).
 */
export const fairnessMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type FairnessMessage = keyof typeof english;
