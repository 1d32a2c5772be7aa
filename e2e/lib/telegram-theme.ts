// Telegram's client as the e2e fixture and the benches present it: a phone's viewport and the theme
// params (light and dark) Telegram hands a Mini App. No test-runner imports, so benches can use it.

export const TELEGRAM_VIEWPORT = { width: 390, height: 844 } as const;

/** A light Telegram theme, distinct from the web's dark palette so its use is visible. */
export const TELEGRAM_THEME = {
  bg_color: "#ffffff",
  secondary_bg_color: "#eef2f5",
  section_bg_color: "#ffffff",
  section_separator_color: "#d7dde2",
  text_color: "#111418",
  hint_color: "#6b7785",
  link_color: "#2a7ab8",
  button_color: "#2a7ab8",
  button_text_color: "#ffffff",
  destructive_text_color: "#d14e4e",
  header_bg_color: "#eef2f5",
  accent_text_color: "#2a7ab8",
  section_header_text_color: "#6b7785",
  subtitle_text_color: "#6b7785",
  bottom_bar_bg_color: "#eef2f5",
} as const;

/** A dark Telegram theme (Telegram's night mode), for specs checking the app follows either. */
export const TELEGRAM_DARK_THEME = {
  bg_color: "#17212b",
  secondary_bg_color: "#0e1621",
  section_bg_color: "#17212b",
  section_separator_color: "#0b1218",
  text_color: "#f5f5f5",
  hint_color: "#708499",
  link_color: "#6ab3f3",
  button_color: "#5288c1",
  button_text_color: "#ffffff",
  destructive_text_color: "#ec3942",
  header_bg_color: "#17212b",
  accent_text_color: "#6ab2f2",
  section_header_text_color: "#6ab3f3",
  subtitle_text_color: "#708499",
  bottom_bar_bg_color: "#17212b",
} as const;

export type TelegramTheme = Record<keyof typeof TELEGRAM_THEME, string>;
