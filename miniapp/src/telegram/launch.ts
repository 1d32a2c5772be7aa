import {
  backButton,
  closingBehavior,
  init,
  isThemeParamsDark,
  mainButton,
  miniApp,
  retrieveRawInitData,
  themeParams,
  viewport,
} from "@telegram-apps/sdk-react";

export type TelegramLaunch = { inTelegram: true; rawInitData: string } | { inTelegram: false };

let launched: TelegramLaunch | undefined;

/** Runs one step of the SDK setup; a client too old for a feature must not stop the app. */
function attempt(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.warn("[telegram] setup step skipped:", error);
  }
}

/** Our design tokens follow Telegram's theme (see styles.css); light themes get darker accents. */
function bindTheme(): void {
  attempt(() => themeParams.mountSync.ifAvailable());
  attempt(() => themeParams.bindCssVars.ifAvailable());
  attempt(() => {
    const dark = isThemeParamsDark();
    document.documentElement.dataset.theme = dark === false ? "light" : "dark";
  });
  attempt(() => miniApp.mountSync.ifAvailable());
  attempt(() => miniApp.setHeaderColor.ifAvailable("secondary_bg_color"));
  attempt(() => miniApp.setBackgroundColor.ifAvailable("secondary_bg_color"));
  attempt(() => miniApp.setBottomBarColor.ifAvailable("secondary_bg_color"));
}

/** Full height, and safe-area insets as CSS variables (`--tg-viewport-*`). */
function bindViewport(): void {
  attempt(() => {
    const [called, mounting] = viewport.mount.ifAvailable();
    if (!called) return;
    mounting
      .then(() => {
        viewport.bindCssVars.ifAvailable();
        viewport.expand.ifAvailable();
      })
      .catch((error: unknown) => console.warn("[telegram] viewport unavailable:", error));
  });
}

/** The native controls the shell and the Platform drive: BackButton, MainButton, closing confirmation. */
function bindControls(): void {
  attempt(() => backButton.mount.ifAvailable());
  attempt(() => mainButton.mount.ifAvailable());
  attempt(() => closingBehavior.mount.ifAvailable());
}

function start(): TelegramLaunch {
  // Outside Telegram there are no launch parameters and the SDK throws: that is the normal case.
  let rawInitData: string | undefined;
  try {
    rawInitData = retrieveRawInitData();
  } catch {
    return { inTelegram: false };
  }
  if (!rawInitData) return { inTelegram: false };
  attempt(() => init());
  bindTheme();
  bindViewport();
  bindControls();
  attempt(() => miniApp.ready.ifAvailable());
  return { inTelegram: true, rawInitData };
}

/** Initialises the Telegram SDK once and returns the raw initData the API verifies. */
export function launchTelegram(): TelegramLaunch {
  launched ??= start();
  return launched;
}
