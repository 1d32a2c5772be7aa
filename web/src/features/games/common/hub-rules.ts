import type { GamesCatalog } from "@jadeverse/api/client/games";
import { type CRASH_GAME, GAME_QUERY, HUB_GAMES, type HubGame, VERIFY_QUERY } from "./constants.ts";
import { coinsText } from "./stake-rules.ts";

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

/** A game's stake range and return as the catalogue publishes them. */
export function gameFacts(catalog: GamesCatalog, game: HubGame): { stakes: string; rtp: string } {
  const percent = (rtp: number) => `${(rtp * 100).toFixed(2)} %`;
  const g = catalog.games;
  switch (game) {
    case "blackjack":
      return {
        stakes: `${coinsText(g.blackjack.limits.minStake)} to ${coinsText(g.blackjack.limits.maxStake)}`,
        rtp: `≈ ${percent(g.blackjack.rtp)}`,
      };
    case "roulette":
      return {
        stakes: `${coinsText(g.roulette.limits.minBet)} to ${coinsText(g.roulette.limits.maxBet)} a bet`,
        rtp: percent(g.roulette.rtp),
      };
    case "baccarat":
      return {
        stakes: `${coinsText(g.baccarat.limits.minBet)} to ${coinsText(g.baccarat.limits.maxBet)} a bet`,
        rtp: `${percent(g.baccarat.bets.banker.rtp)} (banker)`,
      };
    case "slots":
      return {
        stakes: `${coinsText(g.slots.limits.minBetPerLine)} to ${coinsText(g.slots.limits.maxBetPerLine)} a line`,
        rtp: percent(g.slots.rtp),
      };
  }
}

/** True when `?game=` opens Crash. */
export const isCrashQuery = (value: string | null): boolean => value === "crash";
