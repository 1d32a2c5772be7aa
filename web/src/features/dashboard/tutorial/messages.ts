import { defineMessages } from "../../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The web dashboard's tutorial, per language (docs/i18n.md): its three tips and its buttons. Apart from the
 * dashboard's catalogue, which the Mini App's first screen loads: the Mini App shows no tutorial.
 */
export const tutorialMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type TutorialMessage = keyof typeof english;
