/**
 * The Mini App as Telegram opens it, for benches: a bot the platform is started with (its Bot API a
 * local stand-in, so nothing reaches api.telegram.org), launch parameters in the URL hash whose initData
 * is signed with that bot's token (Telegram's WebAppData HMAC scheme), and a stand-in for the client's
 * webview bridge (`window.TelegramWebviewProxy`) answering what a client answers. The same launch as
 * the e2e fixture (e2e/lib/telegram.ts), without its Playwright Test dependencies.
 */
import type { BrowserContext, Page } from "playwright-core";
import { signInitData } from "../../api/src/lib/auth/telegram.ts";
import { startBotApiStandIn } from "../../bot/test/bot-api-stand-in.ts";
import { TELEGRAM_VIEWPORT, TELEGRAM_THEME as THEME } from "../../e2e/lib/telegram-theme.ts";

export const BENCH_BOT = { token: "654321:bench-mini-app-token", username: "jadeverse_bench_bot" } as const;

export { TELEGRAM_VIEWPORT };

export interface TelegramSide {
  /** Environment for bench/lib/platform.ts: the bot and its (local) Bot API. */
  env: Record<string, string>;
  close(): void;
}

/** The bot's Bot API stand-in, polled by the platform's bot instead of Telegram. */
export async function startTelegramSide(): Promise<TelegramSide> {
  const api = await startBotApiStandIn({
    token: BENCH_BOT.token,
    me: { username: BENCH_BOT.username },
    holdMs: 5_000,
  });
  return {
    env: { BOT_TOKEN: BENCH_BOT.token, BOT_USERNAME: BENCH_BOT.username, TELEGRAM_API_ROOT: api.apiRoot },
    close: () => api.close(),
  };
}

/** The hash Telegram appends to the Mini App's URL: initData signed with the bench bot's token. */
export function launchHash(user = { id: 700_000_001, first_name: "Mei", username: "bench_mei" }): string {
  const initData = signInitData(
    {
      user: JSON.stringify(user),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `AAE${user.id}`,
      signature: "bench-fixture-signature",
    },
    BENCH_BOT.token,
  );
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "ios",
    tgWebAppThemeParams: JSON.stringify(THEME),
  }).toString();
}

/** Installs the client's webview bridge before any script of a page runs. */
export async function installTelegramClient(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ theme, viewport }) => {
      type Receive = (type: string, data: unknown) => void;
      const answer = (type: string, data: unknown) =>
        setTimeout(() => {
          const w = window as unknown as { Telegram?: { WebView?: { receiveEvent?: Receive } } };
          w.Telegram?.WebView?.receiveEvent?.(type, data);
        }, 0);
      const replies: Record<string, [string, unknown]> = {
        web_app_request_theme: ["theme_changed", { theme_params: theme }],
        web_app_request_viewport: [
          "viewport_changed",
          { ...viewport, is_expanded: true, is_state_stable: true },
        ],
        web_app_request_safe_area: ["safe_area_changed", { top: 0, bottom: 34, left: 0, right: 0 }],
        web_app_request_content_safe_area: [
          "content_safe_area_changed",
          { top: 0, bottom: 0, left: 0, right: 0 },
        ],
        web_app_request_fullscreen: ["fullscreen_changed", { is_fullscreen: true }],
      };
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(method: string) {
          const reply = replies[method];
          if (reply) answer(reply[0], reply[1]);
        },
      };
    },
    { theme: THEME, viewport: TELEGRAM_VIEWPORT },
  );
}

const SIGN_IN_PATH = "/api/auth/telegram-miniapp";

/**
 * Opens the Mini App at `url` (launch hash included) and returns once the player is signed in and
 * the dashboard's home tab shows; throws saying which step never happened.
 */
export async function openSignedIn(page: Page, url: string, timeoutMs = 20_000): Promise<void> {
  const signIn = page
    .waitForResponse((r) => new URL(r.url()).pathname === SIGN_IN_PATH && r.request().method() === "POST", {
      timeout: timeoutMs,
    })
    .catch(() => null);
  await page.goto(url, { waitUntil: "load" });
  const response = await signIn;
  if (!response)
    throw new Error(`the Mini App never called POST ${SIGN_IN_PATH} within ${timeoutMs / 1000} s`);
  if (response.status() !== 200)
    throw new Error(
      `POST ${SIGN_IN_PATH} answered ${response.status()} (${(await response.text()).slice(0, 200)}): ` +
        "was the platform started with the bench bot's BOT_TOKEN?",
    );
  const greeting = await page
    .getByTestId("greeting")
    .waitFor({ state: "visible", timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  const path = new URL(page.url()).pathname;
  if (!greeting || path !== "/tg-app/dashboard")
    throw new Error(`signed in, but the dashboard's home tab never showed (at ${path})`);
}
