import type { GamesCatalog } from "@jadeverse/api/client/games";
import type { GamesMessage, GamesTranslate } from "../messages.ts";
import type { CRASH_GAME, HubGame } from "./constants.ts";
import { coinsText } from "./stake-rules.ts";

/** Each game's name as the hub and its tables show it. */
export const GAME_NAMES: Readonly<Record<HubGame | typeof CRASH_GAME, GamesMessage>> = {
  blackjack: "gameBlackjack",
  roulette: "gameRoulette",
  baccarat: "gameBaccarat",
  slots: "gameSlots",
  crash: "gameCrash",
};

/** What each card says about its game. */
export const GAME_BLURBS: Readonly<Record<HubGame | typeof CRASH_GAME, GamesMessage>> = {
  blackjack: "blurbBlackjack",
  roulette: "blurbRoulette",
  baccarat: "blurbBaccarat",
  slots: "blurbSlots",
  crash: "blurbCrash",
};

const percent = (rtp: number) => `${(rtp * 100).toFixed(2)} %`;

/** A game's stake range and return as the catalogue publishes them. */
export function gameFacts(
  t: GamesTranslate,
  catalog: GamesCatalog,
  game: HubGame,
): { stakes: string; rtp: string } {
  const g = catalog.games;
  const range = (id: GamesMessage, min: number, max: number) =>
    t(id, { min: coinsText(t, min), max: coinsText(t, max) });
  switch (game) {
    case "blackjack":
      return {
        stakes: range("stakeRange", g.blackjack.limits.minStake, g.blackjack.limits.maxStake),
        rtp: `≈ ${percent(g.blackjack.rtp)}`,
      };
    case "roulette":
      return {
        stakes: range("stakeRangeBet", g.roulette.limits.minBet, g.roulette.limits.maxBet),
        rtp: percent(g.roulette.rtp),
      };
    case "baccarat":
      return {
        stakes: range("stakeRangeBet", g.baccarat.limits.minBet, g.baccarat.limits.maxBet),
        rtp: t("rtpBanker", { rtp: percent(g.baccarat.bets.banker.rtp) }),
      };
    case "slots":
      return {
        stakes: range("stakeRangeLine", g.slots.limits.minBetPerLine, g.slots.limits.maxBetPerLine),
        rtp: percent(g.slots.rtp),
      };
  }
}
