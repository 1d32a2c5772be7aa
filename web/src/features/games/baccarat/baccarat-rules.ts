import type { BACCARAT_BET_KINDS } from "@jadeverse/api/client/games";
import { coinsText } from "../common/stake-rules.ts";
import type { GamesMessage, GamesTranslate } from "../messages.ts";

export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** The boxes in table order. */
export const BOX_ORDER: readonly BaccaratBetKind[] = ["player", "tie", "banker"];

/** Coins in each box (0: no bet there). */
export type BaccaratBoxes = Readonly<Record<BaccaratBetKind, number>>;

export const EMPTY_BOXES: BaccaratBoxes = { player: 0, banker: 0, tie: 0 };

export const BOX_NAMES: Readonly<Record<BaccaratBetKind, GamesMessage>> = {
  player: "boxPlayer",
  banker: "boxBanker",
  tie: "boxTie",
};

/** Coins in all boxes. */
export const boxesTotal = (boxes: BaccaratBoxes): number =>
  BOX_ORDER.reduce((sum, kind) => sum + boxes[kind], 0);

/** The boxes after a chip lands in one, cut down to keep that box within `maxBet`; the same object when nothing fits. */
export function addToBox(
  boxes: BaccaratBoxes,
  kind: BaccaratBetKind,
  chip: number,
  maxBet: number,
): BaccaratBoxes {
  const amount = Math.min(chip, maxBet - boxes[kind]);
  return amount > 0 ? { ...boxes, [kind]: boxes[kind] + amount } : boxes;
}

/** The request's `bets`: only the boxes holding coins. */
export function requestBoxes(boxes: BaccaratBoxes): Partial<Record<BaccaratBetKind, number>> {
  const bets: Partial<Record<BaccaratBetKind, number>> = {};
  for (const kind of BOX_ORDER) if (boxes[kind] > 0) bets[kind] = boxes[kind];
  return bets;
}

export type Side = "player" | "banker";

/**
 * The order cards are turned face up at the table: player, banker, player, banker, then the third
 * cards (the player's first). Positions are indices into each side's cards.
 */
export function revealOrder(playerCards: number, bankerCards: number): { side: Side; index: number }[] {
  const order: { side: Side; index: number }[] = [];
  for (let i = 0; i < Math.max(playerCards, bankerCards); i++) {
    if (i < playerCards) order.push({ side: "player", index: i });
    if (i < bankerCards) order.push({ side: "banker", index: i });
  }
  return order;
}

/** How many of a side's cards are face up after `revealed` steps of {@link revealOrder}. */
export function shownCount(order: readonly { side: Side }[], revealed: number, side: Side): number {
  return order.slice(0, revealed).filter((step) => step.side === side).length;
}

/** What the live region says after a coup. */
export function coupAnnouncement(
  t: GamesTranslate,
  winner: BaccaratBetKind,
  playerTotal: number,
  bankerTotal: number,
  totalWin: number,
): string {
  const [high, low] = winner === "banker" ? [bankerTotal, playerTotal] : [playerTotal, bankerTotal];
  return t("announceCoup", {
    result:
      winner === "tie" ? t("tieAt", { total: playerTotal }) : t("winsScore", { side: winner, high, low }),
    payout: totalWin > 0 ? t("youGet", { coins: coinsText(t, totalWin) }) : t("noWin"),
  });
}
