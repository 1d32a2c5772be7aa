/**
 * Constants of the account popups and the reset page (docs/product/platform.md §2, §4, §5, §8;
 * docs/product/economy.md §2, §8, §9). Their texts are the area's messages (messages/en.json: the
 * spec's strings verbatim, the rest ours where the spec shows none).
 */
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  REFERRAL_CODE_MAX,
  type REGIONS,
  REGISTER_PASSWORD_MIN,
  RESET_PASSWORD_MIN,
} from "@jadeverse/api/client";
import type { AccountMessage, AccountNote } from "./messages.ts";

export { EMAIL_MAX, PASSWORD_MAX, REFERRAL_CODE_MAX, REGISTER_PASSWORD_MIN, RESET_PASSWORD_MIN };

/** docs/product/economy.md §9: after a successful reset, `/?login=true` after 3 s. */
export const RESET_REDIRECT_MS = 3_000;
export const RESET_REDIRECT_TO = "/?login=true";

/** Telegram's Login Widget script: the one external script the spec requires (docs/product/platform.md §2 step 1). */
export const TELEGRAM_WIDGET_SCRIPT = "https://telegram.org/js/telegram-widget.js?22";
/** Global function the widget calls with the signed user (`data-onauth`). */
export const TELEGRAM_AUTH_CALLBACK = "onJadeVerseTelegramAuth";

export type Region = (typeof REGIONS)[number];

/** The API's regions (sent as they are) and how the region picker names them. */
export const REGION_LABELS: Readonly<Record<Region, AccountMessage>> = {
  Europe: "regionEurope",
  "North America": "regionNorthAmerica",
  "South America": "regionSouthAmerica",
  Asia: "regionAsia",
  Australia: "regionAustralia",
  Africa: "regionAfrica",
};

/** The field messages with the server's limits in them (the spec flags the fields; it shows no wording). */
export const EMAIL_TOO_LONG: AccountNote = { id: "emailTooLong", values: { max: EMAIL_MAX } };
export const PASSWORD_TOO_LONG: AccountNote = { id: "passwordTooLong", values: { max: PASSWORD_MAX } };
