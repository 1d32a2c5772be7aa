import { defineMessages } from "@jadeverse/web/shell";
import english from "./messages/en.json";

/** The Mini App's own shell, per language (docs/i18n.md): sign-in, menus, outside Telegram. */
export const miniAppMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);
