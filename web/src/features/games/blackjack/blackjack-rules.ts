import {
  type BlackjackAction,
  type BlackjackHandAnswer,
  type HandOutcome,
  insuranceStake,
} from "@jadeverse/api/client/games";
import { coinsText } from "../common/stake-rules.ts";
import type { GamesMessage, GamesTranslate } from "../messages.ts";

/** What identifies a hand as the server answers it: its round, how far it went, whether it is over. */
export type HandRef = Pick<BlackjackHandAnswer, "roundId" | "seq" | "status">;

/** The buttons in the order the table shows them. */
export const ACTION_ORDER: readonly BlackjackAction[] = [
  "hit",
  "stand",
  "double",
  "split",
  "insurance",
  "noInsurance",
];

export const ACTION_LABELS: Readonly<Record<BlackjackAction, GamesMessage>> = {
  hit: "actionHit",
  stand: "actionStand",
  double: "actionDouble",
  split: "actionSplit",
  insurance: "actionInsurance",
  noInsurance: "actionNoInsurance",
};

export const OUTCOME_LABELS: Readonly<Record<HandOutcome, GamesMessage>> = {
  blackjack: "outcomeBlackjack",
  win: "outcomeWin",
  push: "outcomePush",
  lose: "outcomeLose",
  bust: "outcomeBust",
};

/** What the table needs of the public view of a round. */
export interface TableView {
  stake: number;
  phase: "insurance" | "player" | "done";
  active: number;
  hands: readonly { stake: number; total: number; soft: boolean; cards: readonly unknown[] }[];
  dealer: { total: number; holeHidden: boolean; cards: readonly unknown[] };
  legalActions: readonly BlackjackAction[];
  settlement: {
    dealerTotal: number;
    hands: readonly { outcome: HandOutcome; payout: number; total: number }[];
    totalPayout: number;
    totalStake: number;
  } | null;
}

/** The legal actions in table order. */
export const orderedActions = (legal: readonly BlackjackAction[]): BlackjackAction[] =>
  ACTION_ORDER.filter((action) => legal.includes(action));

/** Extra coins an action wagers, as the engine charges them: a double or a split, or insurance. */
export function actionCost(view: TableView, action: BlackjackAction): number {
  if (action === "double") return view.hands[view.active]?.stake ?? view.stake;
  if (action === "split") return view.stake;
  if (action === "insurance") return insuranceStake(view.stake);
  return 0;
}

/** An action's button name: its label and, when it costs coins, how many ("Double (100 coins)"). */
export function actionName(t: GamesTranslate, view: TableView, action: BlackjackAction): string {
  const cost = actionCost(view, action);
  const label = t(ACTION_LABELS[action]);
  return cost > 0 ? t("actionWithCost", { action: label, cost: coinsText(t, cost) }) : label;
}

/** A total in words: "soft 17", "21", "bust 24". */
export function totalText(t: GamesTranslate, total: number, soft = false): string {
  if (total > 21) return t("totalBust", { total });
  return soft ? t("totalSoft", { total }) : String(total);
}

/** A hand's heading: "Your hand", or "Hand 2 of 3" once split. */
export const handLabel = (t: GamesTranslate, index: number, count: number): string =>
  count === 1 ? t("yourHand") : t("handOf", { index: index + 1, count });

/** What the live region says after a deal or an action. */
export function tableAnnouncement(t: GamesTranslate, view: TableView): string {
  if (view.settlement) {
    const s = view.settlement;
    const hands = s.hands
      .map((h, i) => {
        const outcome = t(OUTCOME_LABELS[h.outcome]).toLowerCase();
        return view.hands.length > 1 ? t("handOutcome", { index: i + 1, outcome }) : outcome;
      })
      .join(", ");
    return t("announceSettled", {
      total: totalText(t, s.dealerTotal),
      hands: `${hands.charAt(0).toUpperCase()}${hands.slice(1)}`,
      payout: s.totalPayout > 0 ? t("youGet", { coins: coinsText(t, s.totalPayout) }) : t("noWin"),
    });
  }
  const hand = view.hands[view.active];
  const dealer = t("dealerShows", { total: view.dealer.total });
  if (view.phase === "insurance") return t("announceInsurance", { total: view.dealer.total });
  if (!hand) return dealer;
  const total = totalText(t, hand.total, hand.soft);
  return view.hands.length > 1
    ? t("announceHand", { hand: handLabel(t, view.active, view.hands.length), total, dealer })
    : t("announceYouHave", { total, dealer });
}

/**
 * Whether an open hand read from the server replaces the one on screen: nothing is shown, a finished
 * hand is shown and this is another one, or this is the same hand further on (played in another tab).
 */
export function resumes(fresh: HandRef, shown: HandRef | null): boolean {
  if (!shown) return true;
  if (fresh.roundId !== shown.roundId) return shown.status === "settled";
  return fresh.seq > shown.seq;
}
