// The signed-Telegram fixture: opens the Mini App at /tg-app/ as Telegram's client would, with launch
// parameters whose initData is signed with the e2e server's bot token (e2e/serve.ts) and with theme
// parameters, at a phone's 390 × 844. A stand-in for the client's webview bridge records every Mini
// App method the app calls (BackButton, MainButton, closing confirmation…) and answers the requests a
// client answers (theme, viewport, safe areas, fullscreen); specs press native buttons through `press`.
// Options choose the client (ios, android, tdesktop…), a light or dark theme, a `start_param`, and
// initData with or without `signature`.
import type { Page } from "@playwright/test";
import { signInitData } from "../../api/src/lib/auth/telegram.ts";
import { TERMS_VERSION } from "../../db/src/enums/users.ts";
import { E2E_BOT_TOKEN } from "./account.ts";
import { asNewVisitor } from "./requests.ts";
import {
  TELEGRAM_DARK_THEME,
  TELEGRAM_THEME,
  TELEGRAM_VIEWPORT,
  type TelegramTheme,
} from "./telegram-theme.ts";
import { dismissWelcome } from "./welcome.ts";

export { TELEGRAM_DARK_THEME, TELEGRAM_THEME, TELEGRAM_VIEWPORT, type TelegramTheme };

export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  /** The player's Telegram language (an IETF tag): the Mini App speaks it until they choose one. */
  language_code?: string;
}

export const uniqueTelegramUser = (): TelegramUser => {
  const id = 700_000_000 + Math.floor(Math.random() * 99_999_999);
  return { id, first_name: "Mei", last_name: "Jade", username: `mei_${id}` };
};

/** Telegram's clients as `tgWebAppPlatform` names them: phones, desktop, web. */
export type TelegramPlatform = "ios" | "android" | "tdesktop" | "macos" | "weba" | "webk";

export interface InitDataOptions {
  /** Telegram's `start_param` (a `?startapp=` deep link or referral code), signed with the rest. */
  startParam?: string;
  /**
   * Whether initData carries `signature`, as clients since Bot API 8.0 send (default). Older clients
   * send none: the hash alone must still sign the player in.
   */
  signature?: boolean;
}

/**
 * initData as Telegram signs it: HMAC-SHA256 keyed by HMAC("WebAppData", bot token) over every field
 * but `hash`. Telegram also sends `signature` (Ed25519, for third parties; our server checks the
 * HMAC): a fixed value here, covered by the HMAC like the rest, unless `signature: false`.
 */
export function signedInitData(
  user: TelegramUser,
  botToken = E2E_BOT_TOKEN,
  options: InitDataOptions = {},
): string {
  return signInitData(
    {
      user: JSON.stringify(user),
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `AAE${user.id}`,
      ...(options.startParam === undefined ? {} : { start_param: options.startParam }),
      ...(options.signature === false ? {} : { signature: "e2e-fixture-signature" }),
    },
    botToken,
  );
}

export interface LaunchOptions {
  platform?: TelegramPlatform;
  theme?: TelegramTheme;
  startParam?: string;
}

/** The launch parameters Telegram appends to the Mini App's URL (its hash). */
export function launchHash(initData: string, options: LaunchOptions = {}): string {
  return new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: options.platform ?? "ios",
    tgWebAppThemeParams: JSON.stringify(options.theme ?? TELEGRAM_THEME),
    ...(options.startParam === undefined ? {} : { tgWebAppStartParam: options.startParam }),
  }).toString();
}

export type TelegramCall = [method: string, params: unknown];

declare global {
  interface Window {
    __telegramCalls: TelegramCall[];
  }
}

/** Insets the client reports: the device's safe area and the content safe area under its controls. */
export interface ClientInsets {
  safeArea: { top: number; bottom: number; left: number; right: number };
  contentSafeArea: { top: number; bottom: number; left: number; right: number };
}

const DEFAULT_INSETS: ClientInsets = {
  safeArea: { top: 0, bottom: 34, left: 0, right: 0 },
  contentSafeArea: { top: 0, bottom: 0, left: 0, right: 0 },
};

/** Installs the client stand-in before any script of the page runs. */
async function installClient(page: Page, theme: TelegramTheme, insets: ClientInsets) {
  await page.addInitScript(
    ({ theme, viewport, insets }) => {
      window.__telegramCalls = [];
      const answer = (type: string, data: unknown) =>
        setTimeout(() => {
          const receive = (
            window as unknown as {
              Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
            }
          ).Telegram?.WebView?.receiveEvent;
          receive?.(type, data);
        }, 0);
      (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
        postEvent(method: string, data?: string) {
          const params = data ? JSON.parse(data) : null;
          window.__telegramCalls.push([method, params]);
          if (method === "web_app_request_theme") answer("theme_changed", { theme_params: theme });
          if (method === "web_app_request_viewport")
            answer("viewport_changed", { ...viewport, is_expanded: true, is_state_stable: true });
          if (method === "web_app_request_safe_area") answer("safe_area_changed", insets.safeArea);
          if (method === "web_app_request_content_safe_area")
            answer("content_safe_area_changed", insets.contentSafeArea);
          if (method === "web_app_request_fullscreen") answer("fullscreen_changed", { is_fullscreen: true });
        },
      };
    },
    { theme, viewport: TELEGRAM_VIEWPORT, insets },
  );
}

/**
 * Opens `/tg-app/<path>` inside the fixture, signed in as `user` (a new player by default); `botToken`
 * signs with another bot's token (a forged launch). `platform` (ios by default), `theme` (light by
 * default), `startParam`, `signature` and `insets` describe the client and the launch.
 */
export async function openMiniApp(
  page: Page,
  options: {
    user?: TelegramUser;
    path?: string;
    botToken?: string;
    /**
     * A new Telegram player owns no avatar yet, so the welcome picker greets them. By default the
     * player answers "Later" (held back for the tab's session, reloads included); "keep" leaves it.
     */
    welcome?: "later" | "keep";
    /**
     * A new player confirms 18+ and the Terms before playing (docs/security.md "18+"). By default the
     * player has done so already (through the API, before the launch); "ask" leaves the gate to the spec.
     */
    terms?: "accepted" | "ask";
    insets?: ClientInsets;
  } & LaunchOptions &
    InitDataOptions = {},
) {
  const user = options.user ?? uniqueTelegramUser();
  // Each launch comes from its own address, as players' phones do (the e2e server trusts loopback as
  // a proxy): the whole run signs Telegram players in from loopback, far past one address's Telegram
  // sign-in allowance (60 per 15 min), which would refuse the run's later launches with 429.
  const visitor = asNewVisitor();
  await page.setExtraHTTPHeaders(visitor);
  await page.setViewportSize(TELEGRAM_VIEWPORT);
  await installClient(page, options.theme ?? TELEGRAM_THEME, options.insets ?? DEFAULT_INSETS);
  const initData = signedInitData(user, options.botToken, options);
  if (options.terms !== "ask" && !options.botToken) await acceptTermsAs(page, initData, visitor);
  await page.goto(`/tg-app/${options.path ?? ""}#${launchHash(initData, options)}`);
  if (options.welcome !== "keep" && !options.botToken) await dismissWelcome(page, 10_000);
  return user;
}

/**
 * Signs the Telegram player in through the API, as the Mini App does, and accepts the Terms with 18+
 * (`POST /api/users/me/terms`): the launch that follows finds a player past the gate.
 */
export async function acceptTermsAs(page: Page, initData: string, headers: Record<string, string>) {
  const login = await page.request.post("/api/auth/telegram-miniapp", {
    headers: { ...headers, authorization: `tma ${initData}` },
  });
  if (!login.ok()) throw new Error(`Telegram sign-in answered ${login.status()}: ${await login.text()}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const accepted = await page.request.post("/api/users/me/terms", {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { version: TERMS_VERSION, adult: true },
  });
  if (!accepted.ok()) throw new Error(`accepting the Terms answered ${accepted.status()}`);
}

/** The Mini App methods called so far, optionally only one method's. */
export async function telegramCalls(page: Page, method?: string): Promise<TelegramCall[]> {
  const calls = await page.evaluate(() => window.__telegramCalls);
  return method ? calls.filter(([name]) => name === method) : calls;
}

/** Whether the app last asked Telegram to show its BackButton. */
export async function backButtonVisible(page: Page): Promise<boolean> {
  const calls = await telegramCalls(page, "web_app_setup_back_button");
  const last = calls.at(-1)?.[1] as { is_visible?: boolean } | undefined;
  return last?.is_visible === true;
}

/** The player presses a native control, e.g. `back_button_pressed` or `main_button_pressed`. */
export async function press(
  page: Page,
  event: "back_button_pressed" | "main_button_pressed" | "settings_button_pressed",
) {
  await page.evaluate((type) => {
    const receive = (
      window as unknown as {
        Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
      }
    ).Telegram?.WebView?.receiveEvent;
    receive?.(type, null);
  }, event);
}

/** The MainButton as the app last set it up (`null` before it ever was). */
export async function mainButton(
  page: Page,
): Promise<{ is_visible?: boolean; text?: string; is_active?: boolean } | null> {
  const calls = await telegramCalls(page, "web_app_setup_main_button");
  return (
    (calls.at(-1)?.[1] as { is_visible?: boolean; text?: string; is_active?: boolean } | undefined) ?? null
  );
}
