import {
  backButton,
  closingBehavior,
  init,
  isTMA,
  mainButton,
  miniApp,
  mockTelegramEnv,
  settingsButton,
  swipeBehavior,
  themeParams,
  viewport,
} from "@telegram-apps/sdk-react";
import { type Capabilities, capabilitiesFor } from "./capabilities.ts";
import { type LaunchParams, readBrowserLaunchParams } from "./launch-params.ts";

export type TelegramLaunch =
  | { inTelegram: true; rawInitData: string; startParam: string | undefined; platform: string }
  | { inTelegram: false };

let launched: TelegramLaunch | undefined;

/** Runs one step of the SDK setup; a client too old for a feature must not stop the app. */
function attempt(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.warn("[telegram] setup step skipped:", error);
  }
}

/** Our design tokens follow Telegram's theme (see styles.css); `data-theme` follows its brightness. */
function bindTheme(): void {
  attempt(() => themeParams.mountSync.ifAvailable());
  attempt(() => themeParams.bindCssVars.ifAvailable());
  attempt(() => {
    const apply = () => {
      document.documentElement.dataset.theme = themeParams.isDark() ? "dark" : "light";
    };
    apply();
    themeParams.isDark.sub(apply);
  });
  attempt(() => miniApp.mountSync.ifAvailable());
  attempt(() => miniApp.setHeaderColor.ifAvailable("secondary_bg_color"));
  attempt(() => miniApp.setBackgroundColor.ifAvailable("secondary_bg_color"));
  attempt(() => miniApp.setBottomBarColor.ifAvailable("secondary_bg_color"));
}

/**
 * Full height; safe-area and content-safe-area insets as CSS variables (`--tg-viewport-*`, used by
 * styles.css); fullscreen on phones.
 */
function bindViewport(capabilities: Capabilities): void {
  attempt(() => {
    const [called, mounting] = viewport.mount.ifAvailable();
    if (!called) return;
    mounting
      .then(() => {
        attempt(() => viewport.bindCssVars.ifAvailable());
        attempt(() => viewport.expand.ifAvailable());
        if (capabilities.fullscreen && !viewport.isFullscreen()) {
          const [asked, going] = viewport.requestFullscreen.ifAvailable();
          if (asked) going.catch((error: unknown) => console.warn("[telegram] fullscreen refused:", error));
        }
      })
      .catch((error: unknown) => console.warn("[telegram] viewport unavailable:", error));
  });
}

/**
 * The native controls the shell and the Platform drive: BackButton, MainButton, closing confirmation,
 * the Settings item; vertical swipes no longer close the app.
 */
function bindControls(capabilities: Capabilities): void {
  attempt(() => backButton.mount.ifAvailable());
  attempt(() => mainButton.mount.ifAvailable());
  attempt(() => closingBehavior.mount.ifAvailable());
  if (capabilities.disableVerticalSwipes) {
    attempt(() => swipeBehavior.mount.ifAvailable());
    attempt(() => swipeBehavior.disableVertical.ifAvailable());
  }
  if (capabilities.settingsButton) {
    attempt(() => settingsButton.mount.ifAvailable());
    attempt(() => settingsButton.show.ifAvailable());
  }
}

/**
 * The SDK reads the launch parameters with a schema that requires initData's `signature`: for a client
 * that sends none, hand it the parameters without initData (which it does not need; the API verifies
 * our copy), so every other capability still works.
 */
function introduceToSdk(launch: LaunchParams): void {
  if (isTMA()) return;
  attempt(() => mockTelegramEnv({ launchParams: launch.sdkQuery }));
}

function start(): TelegramLaunch {
  // Outside Telegram there are no launch parameters: that is the normal case.
  const launch = readBrowserLaunchParams();
  if (!launch) return { inTelegram: false };
  introduceToSdk(launch);
  const capabilities = capabilitiesFor(launch.platform);
  attempt(() => init());
  bindTheme();
  bindViewport(capabilities);
  bindControls(capabilities);
  attempt(() => miniApp.ready.ifAvailable());
  return {
    inTelegram: true,
    rawInitData: launch.rawInitData,
    startParam: launch.startParam,
    platform: launch.platform,
  };
}

/** Initialises the Telegram SDK once and returns the raw initData the API verifies. */
export function launchTelegram(): TelegramLaunch {
  launched ??= start();
  return launched;
}

/** Telegram's Settings item was pressed (no-op where the client has none). */
export function onSettingsPressed(listener: () => void): () => void {
  const [, off] = settingsButton.onClick.ifAvailable(listener);
  return () => off?.();
}
