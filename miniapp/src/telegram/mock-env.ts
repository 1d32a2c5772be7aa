import { emitEvent, mockTelegramEnv } from "@telegram-apps/sdk-react";
import { LAUNCH_STORAGE_KEY } from "./launch-params.ts";

/**
 * `vite dev` only (main.tsx): outside Telegram, imitate its client so the shell runs in a browser:
 * launch parameters with a dark theme, and every Mini App method answered as a client would.
 *
 * Signing in needs initData signed with the API's BOT_TOKEN: put it in `VITE_MOCK_INIT_DATA`
 * (`bun miniapp/scripts/sign-init-data.ts` prints one). Without it the shell shows the sign-in
 * error, which is what a forged initData gets.
 */
export const MOCK_THEME = {
  bg_color: "#0a2219",
  secondary_bg_color: "#04140f",
  section_bg_color: "#0a2219",
  section_separator_color: "#1d3b30",
  text_color: "#ecf7f1",
  hint_color: "#93b4a5",
  link_color: "#3ddc97",
  button_color: "#f2c862",
  button_text_color: "#1d1405",
  destructive_text_color: "#ff8f85",
  header_bg_color: "#04140f",
  accent_text_color: "#3ddc97",
  section_header_text_color: "#93b4a5",
  subtitle_text_color: "#93b4a5",
  bottom_bar_bg_color: "#04140f",
} as const;

const UNSIGNED_INIT_DATA = new URLSearchParams({
  user: JSON.stringify({ id: 99_000_001, first_name: "Dev", username: "jade_dev" }),
  auth_date: String(Math.floor(Date.now() / 1000)),
  signature: "development",
  hash: "0".repeat(64),
}).toString();

export function mockTelegramForDevelopment(): void {
  const initData: string = import.meta.env.VITE_MOCK_INIT_DATA || UNSIGNED_INIT_DATA;
  const launchParams = new URLSearchParams({
    tgWebAppThemeParams: JSON.stringify(MOCK_THEME),
    tgWebAppData: initData,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "tdesktop",
  }).toString();
  // Where launch.ts reads launch parameters from once the URL has none.
  sessionStorage.setItem(LAUNCH_STORAGE_KEY, launchParams);
  mockTelegramEnv({
    launchParams,
    onEvent: (event) => {
      if (event[0] === "web_app_request_theme") {
        emitEvent("theme_changed", { theme_params: MOCK_THEME });
      }
      if (event[0] === "web_app_request_viewport") {
        emitEvent("viewport_changed", {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
    },
  });
}
