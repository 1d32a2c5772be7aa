import { defineMessages, type Translate } from "../../i18n/messages.ts";
import english from "./messages/en.json";

/**
 * The wallet modal's texts, per language (docs/i18n.md): its tabs and wallet rows, the connected
 * wallet and the disclaimer (the connect button other pages show has its own, connect-button/).
 * Wallet brands and networks keep their names.
 */
export const walletMessages = defineMessages(
  english,
  import.meta.glob(["./messages/*.json", "!./messages/en.json"]),
  import.meta.glob("./messages/en.json", { query: "?pseudo" }),
);

export type WalletMessage = keyof typeof english;
export type WalletTranslate = Translate<WalletMessage>;
