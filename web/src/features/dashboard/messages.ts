import { defineMessages } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The dashboard's chrome and home, per language (docs/i18n.md): navigation and tab labels, header, the
 * welcome picker and the 18+ gate, the greeting and the play panel, logout.
 */
export const dashboardMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type DashboardMessage = keyof typeof english;
