import { InlineKeyboard } from "grammy";
import { PLAY_BUTTON } from "../texts.ts";

/** Where the API serves the Mini App under PUBLIC_URL. */
export const MINI_APP_PATH = "/tg-app/";
/**
 * Short name of the Mini App registered with @BotFather (`/newapp`, web app URL `${PUBLIC_URL}/tg-app/`).
 * Direct links `https://t.me/<bot>/app?startapp=<code>` open it inside Telegram.
 */
export const MINI_APP_SHORT_NAME = "app";
/** What Telegram allows in a `/start` payload and a `startapp` parameter (we keep the 64-char limit of both). */
export const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

export function miniAppUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${MINI_APP_PATH}`;
}

/** Direct Mini App link carrying a referral code; Telegram hands it to the app as `start_param`. */
export function referralAppLink(botUsername: string, code: string): string {
  return `https://t.me/${botUsername}/${MINI_APP_SHORT_NAME}?startapp=${encodeURIComponent(code)}`;
}

export interface LaunchOptions {
  publicUrl: string;
  botUsername?: string;
  referralCode?: string;
}

/**
 * The one "Play" button under the welcome message.
 *
 * - With a referral code (and a bot username): a URL button to the direct Mini App link
 *   `https://t.me/<bot>/app?startapp=<code>`. Telegram opens the Mini App in the client and puts the
 *   code in `start_param` *inside the signed initData*, so the API can trust it at Telegram sign-in.
 *   A `web_app` button cannot carry it: Telegram sets no `start_param` for keyboard-launched apps, and
 *   a query string we add ourselves (`?tgWebAppStartParam=`, `?ref=`) is unsigned and not how
 *   Telegram passes launch parameters.
 * - Otherwise, on an https PUBLIC_URL: a `web_app` button opening `${PUBLIC_URL}/tg-app/`.
 * - On http (local development; Telegram rejects non-https `web_app` URLs): a plain URL button to the
 *   same address, which opens in the browser.
 */
export function launchKeyboard({ publicUrl, botUsername, referralCode }: LaunchOptions): InlineKeyboard {
  if (referralCode && botUsername) {
    return new InlineKeyboard().url(PLAY_BUTTON, referralAppLink(botUsername, referralCode));
  }
  const url = miniAppUrl(publicUrl);
  return url.startsWith("https://")
    ? new InlineKeyboard().webApp(PLAY_BUTTON, url)
    : new InlineKeyboard().url(PLAY_BUTTON, url);
}
