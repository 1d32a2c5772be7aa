import { defineMessages } from "@jadeverse/web/shell";
import english from "./messages/en.json";

/** The Mini App's TON wallet panel, per language (docs/i18n.md). TON Connect's own modal speaks its own. */
export const tonMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);
