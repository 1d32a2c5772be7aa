import { defineMessages } from "../../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The connect-wallet button's few texts, per language (docs/i18n.md): a catalogue of their own, since
 * the button sits in pages' headers, which should not carry the wallet modal's.
 */
export const connectButtonMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);
