import type { GameHistoryEntry } from "@jadeverse/api/client/games";
import type { GamesMessage, GamesTranslate } from "../messages.ts";
import { coinsText } from "./stake-rules.ts";

export type RoundTone = "win" | "loss" | "even";

/** Whether a round paid back more than it took, less, or the same. */
export const roundTone = (entry: { totalBet: number; totalWin: number }): RoundTone =>
  entry.totalWin > entry.totalBet ? "win" : entry.totalWin < entry.totalBet ? "loss" : "even";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A blackjack hand's outcome in a sentence's words (lower case). */
const OUTCOME_WORDS: Readonly<Record<string, GamesMessage>> = {
  blackjack: "outcomeBlackjack",
  win: "outcomeWin",
  push: "outcomePush",
  lose: "outcomeLose",
  bust: "outcomeBust",
};

/** What a round came to, in a few words: "17 black · 3 bets", "Banker 7 to 5", "2 winning lines". */
export function roundSummary(t: GamesTranslate, entry: GameHistoryEntry): string {
  switch (entry.game) {
    case "roulette": {
      const { pocket, color, bets } = entry.outcome;
      return t("summaryRoulette", { pocket: t("pocket", { number: pocket, color }), count: bets.length });
    }
    case "baccarat": {
      const { winner, playerTotal, bankerTotal } = entry.outcome;
      if (winner === "tie") return t("tieAt", { total: playerTotal });
      const [high, low] = winner === "banker" ? [bankerTotal, playerTotal] : [playerTotal, bankerTotal];
      return t("summaryBaccarat", { side: winner, high, low });
    }
    case "slots": {
      const { lines } = entry.outcome;
      return lines.length === 0 ? t("noWinningLine") : t("winningLines", { count: lines.length });
    }
    case "blackjack": {
      const settlement = entry.outcome.hand.settlement;
      if (!settlement) return t("hand");
      const outcomes = settlement.hands
        .map((h) => {
          const word = OUTCOME_WORDS[h.outcome];
          return word ? t(word).toLowerCase() : h.outcome;
        })
        .join(", ");
      return t("summaryBlackjack", { outcomes: capital(outcomes), total: settlement.dealerTotal });
    }
  }
}

/** The money of a round in words: "Bet 100 coins · paid 350 coins" or "Bet 100 coins · no win". */
export const roundMoney = (t: GamesTranslate, entry: { totalBet: number; totalWin: number }): string =>
  entry.totalWin > 0
    ? t("moneyPaid", { bet: coinsText(t, entry.totalBet), win: coinsText(t, entry.totalWin) })
    : t("moneyNoWin", { bet: coinsText(t, entry.totalBet) });
