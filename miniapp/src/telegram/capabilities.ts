/** Which of Telegram's optional behaviours this launch asks for (pure: decided from the launch). */

/** Telegram's phone clients: fullscreen there; desktop and web clients keep their window. */
const MOBILE_PLATFORMS = new Set(["ios", "android", "android_x"]);

export interface Capabilities {
  /** Ask for fullscreen (Bot API 8.0+, phones only). */
  fullscreen: boolean;
  /** Stop a vertical swipe from closing the app, so pages scroll freely. */
  disableVerticalSwipes: true;
  /** Telegram's Settings item opens our settings page. */
  settingsButton: true;
}

export function capabilitiesFor(platform: string): Capabilities {
  return {
    fullscreen: MOBILE_PLATFORMS.has(platform.toLowerCase()),
    disableVerticalSwipes: true,
    settingsButton: true,
  };
}
