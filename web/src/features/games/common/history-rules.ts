import type { GameHistoryEntry } from "@jadeverse/api/client/games";
import { coinsText } from "./stake-rules.ts";

export type RoundTone = "win" | "loss" | "even";

/** Whether a round paid back more than it took, less, or the same. */
export const roundTone = (entry: { totalBet: number; totalWin: number }): RoundTone =>
  entry.totalWin > entry.totalBet ? "win" : entry.totalWin < entry.totalBet ? "loss" : "even";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a round came to, in a few words: "17 black · 3 bets", "Banker 7 to 5", "2 winning lines". */
export function roundSummary(entry: GameHistoryEntry): string {
  switch (entry.game) {
    case "roulette": {
      const { pocket, color, bets } = entry.outcome;
      return `${pocket} ${color} · ${plural(bets.length, "bet")}`;
    }
    case "baccarat": {
      const { winner, playerTotal, bankerTotal } = entry.outcome;
      if (winner === "tie") return `Tie at ${playerTotal}`;
      const [high, low] = winner === "banker" ? [bankerTotal, playerTotal] : [playerTotal, bankerTotal];
      return `${capital(winner)} ${high} to ${low}`;
    }
    case "slots": {
      const { lines } = entry.outcome;
      return lines.length === 0 ? "No winning line" : plural(lines.length, "winning line");
    }
    case "blackjack": {
      const settlement = entry.outcome.hand.settlement;
      if (!settlement) return "Hand";
      const outcomes = settlement.hands.map((h) => h.outcome).join(", ");
      return `${capital(outcomes)} · dealer ${settlement.dealerTotal}`;
    }
  }
}

/** The money of a round in words: "Bet 100 coins · won 350 coins" or "Bet 100 coins · no win". */
export const roundMoney = (entry: { totalBet: number; totalWin: number }): string =>
  `Bet ${coinsText(entry.totalBet)} · ${entry.totalWin > 0 ? `paid ${coinsText(entry.totalWin)}` : "no win"}`;
