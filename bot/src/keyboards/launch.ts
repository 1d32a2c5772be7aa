import { MINI_APP_PATH, type MiniAppPage, miniAppPage } from "@jadeverse/db/deep-links";
import type { Locale } from "@jadeverse/db/i18n/locales";
import { InlineKeyboard } from "grammy";
import { botMessages } from "../i18n.ts";
import { PAGE_BUTTONS } from "../texts.ts";

/** Where the API serves the Mini App under PUBLIC_URL (the shared constant). */
export { MINI_APP_PATH };
/**
 * Short name of the Mini App registered with @BotFather (`/newapp`, web app URL `${PUBLIC_URL}/tg-app/`).
 * Direct links `https://t.me/<bot>/app?startapp=<code>` open it inside Telegram.
 */
export const MINI_APP_SHORT_NAME = "app";
/** What Telegram allows in a `/start` payload and a `startapp` parameter (we keep the 64-char limit of both). */
export const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;
/** A Mini App page a `/start` payload can open (the shared list, `@jadeverse/db/deep-links`). */
export type PageDeepLink = MiniAppPage;

export function miniAppUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${MINI_APP_PATH}`;
}

/** Direct Mini App link carrying a `startapp` value (a referral code or a page name). */
export function directAppLink(botUsername: string, startApp: string): string {
  return `https://t.me/${botUsername}/${MINI_APP_SHORT_NAME}?startapp=${encodeURIComponent(startApp)}`;
}

/** Direct Mini App link carrying a referral code; Telegram hands it to the app as `start_param`. */
export const referralAppLink = directAppLink;

/** The page a `/start` payload names, if any (case-insensitive). */
export function pageDeepLink(payload: string): PageDeepLink | undefined {
  return miniAppPage(payload);
}

export interface LaunchOptions {
  publicUrl: string;
  botUsername?: string | undefined;
  referralCode?: string | undefined;
  /** A page to open instead of the dashboard. */
  page?: PageDeepLink | undefined;
  /** The language of the button's label. */
  locale: Locale;
}

/**
 * The one "Play" button under the welcome message.
 *
 * - With a referral code or a page (and a bot username): a URL button to the direct Mini App link
 *   `https://t.me/<bot>/app?startapp=<code|page>`. Telegram opens the Mini App in the client and puts
 *   the value in `start_param` *inside the signed initData*, so the API can trust a referral code at
 *   Telegram sign-in and the app opens the page. A `web_app` button cannot carry it: Telegram sets no
 *   `start_param` for keyboard-launched apps, and a query string we add ourselves is unsigned and not
 *   how Telegram passes launch parameters.
 * - Otherwise, on an https PUBLIC_URL: a `web_app` button opening `${PUBLIC_URL}/tg-app/`.
 * - On http (local development; Telegram rejects non-https `web_app` URLs): a plain URL button to the
 *   same address, which opens in the browser.
 */
export function launchKeyboard({
  publicUrl,
  botUsername,
  referralCode,
  page,
  locale,
}: LaunchOptions): InlineKeyboard {
  const play = botMessages.t(locale, "playButton");
  if (page && botUsername) {
    return new InlineKeyboard().url(
      botMessages.t(locale, PAGE_BUTTONS[page] ?? "playButton"),
      directAppLink(botUsername, page),
    );
  }
  if (referralCode && botUsername) {
    return new InlineKeyboard().url(play, directAppLink(botUsername, referralCode));
  }
  const url = miniAppUrl(publicUrl);
  return url.startsWith("https://")
    ? new InlineKeyboard().webApp(play, url)
    : new InlineKeyboard().url(play, url);
}
