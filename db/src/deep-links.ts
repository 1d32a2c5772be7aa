/**
 * `start_param` / `/start` payloads that open a Mini App page (`https://t.me/<bot>/app?startapp=wheel`,
 * `/start wheel`) rather than carrying a referral code. One list for the three places that read them:
 * the API (never a referral code), the bot (`/start` opens the page) and the Mini App (through the
 * API's client export), which maps each name to its route.
 */
/** Where the platform serves the Mini App under its public URL (and the Mini App's router basename + "/"). */
export const MINI_APP_PATH = "/tg-app/";
/** `MINI_APP_PATH` without its trailing slash: the Mini App's router basename. */
export const MINI_APP_BASENAME = MINI_APP_PATH.slice(0, -1);

export const MINI_APP_PAGES = [
  "wheel",
  "store",
  "leaderboard",
  "buy-gems",
  "inventory",
  "settings",
  "vesting",
  "staking",
  "games",
] as const;
export type MiniAppPage = (typeof MINI_APP_PAGES)[number];

/** The page a payload names (case and spaces ignored), or undefined (a referral code, or nothing). */
export function miniAppPage(payload: string | undefined): MiniAppPage | undefined {
  const name = payload?.trim().toLowerCase();
  return MINI_APP_PAGES.find((page) => page === name);
}
