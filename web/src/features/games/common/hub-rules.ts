import { type CRASH_GAME, GAME_QUERY, HUB_GAMES, type HubGame, VERIFY_QUERY } from "./constants.ts";

/** The game `?game=` names, or null (the hub) when it is absent or not one of the hub's games. */
export function gameFromQuery(value: string | null): HubGame | null {
  return (HUB_GAMES as readonly string[]).includes(value ?? "") ? (value as HubGame) : null;
}

/** The search string that opens a game (a link, so back and reload return to it). */
export const gameSearch = (game: HubGame | typeof CRASH_GAME): string =>
  `?${new URLSearchParams({ [GAME_QUERY]: game })}`;

/** The round `?verify=` names (a positive whole id), or null. */
export function roundFromQuery(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed.length > 64 ? null : trimmed;
}

/** The same search with the Verify panel on `roundId` (or closed with null), the open game kept. */
export function withVerifiedRound(search: URLSearchParams, roundId: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (roundId === null) next.delete(VERIFY_QUERY);
  else next.set(VERIFY_QUERY, roundId);
  return next;
}

/** True when `?game=` opens Crash. */
export const isCrashQuery = (value: string | null): boolean => value === "crash";
