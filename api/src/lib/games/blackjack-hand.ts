/**
 * Blackjack hand arithmetic and settlement, shared by the state machine (./blackjack.ts) and the
 * verifier. Card values: 2–10 at face, J/Q/K 10, A 11 or 1 (see ./cards.ts).
 *
 * Payouts (`payout` is the coins returned, stake included; 0 on a loss):
 * - blackjack (an ace and a ten-value card as the first two cards of an unsplit hand) pays 3:2:
 *   `stake + floor(stake × 3 / 2)` (an odd stake loses the half coin to rounding);
 * - a win pays 1:1 (`2 × stake`, the hand's stake including a double); a push returns the stake;
 * - a bust or a loss returns 0; a blackjack against the dealer's blackjack pushes;
 * - insurance (half the opening stake, rounded down) pays 2:1 (`3 × insurance`) when the dealer has
 *   blackjack and is lost otherwise.
 */
import { blackjackValue } from "./cards.ts";
import { mulDivFloor } from "./common.ts";

/** A hand's best total and whether an ace still counts 11 (a soft total). */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let elevens = 0;
  for (const card of cards) {
    const value = blackjackValue(card);
    total += value;
    if (value === 11) elevens++;
  }
  while (total > 21 && elevens > 0) {
    total -= 10;
    elevens--;
  }
  return { total, soft: elevens > 0 };
}

/** Two cards totalling 21, not from a split. */
export const isNatural = (cards: readonly number[], fromSplit = false): boolean =>
  !fromSplit && cards.length === 2 && handTotal(cards).total === 21;

/** The dealer draws below 17 and stands on every 17, soft 17 included. */
export const dealerDraws = (cards: readonly number[]): boolean => handTotal(cards).total < 17;

/** The insurance stake offered on an opening stake: half of it, rounded down (0: not offered). */
export const insuranceStake = (stake: number): number => Math.floor(stake / 2);

export type HandOutcome = "blackjack" | "win" | "push" | "lose" | "bust";

/** How one player hand ends against the dealer's final cards. */
export function handOutcome(
  player: readonly number[],
  fromSplit: boolean,
  dealer: readonly number[],
): HandOutcome {
  const playerTotal = handTotal(player).total;
  const dealerTotal = handTotal(dealer).total;
  const playerNatural = isNatural(player, fromSplit);
  const dealerNatural = isNatural(dealer);
  if (playerNatural) return dealerNatural ? "push" : "blackjack";
  if (playerTotal > 21) return "bust";
  if (dealerNatural) return "lose";
  if (dealerTotal > 21 || playerTotal > dealerTotal) return "win";
  return playerTotal === dealerTotal ? "push" : "lose";
}

/** The coins a hand returns for its outcome and stake. */
export function handPayout(outcome: HandOutcome, stake: number): number {
  switch (outcome) {
    case "blackjack":
      return stake + mulDivFloor(stake, 3, 2);
    case "win":
      return 2 * stake;
    case "push":
      return stake;
    default:
      return 0;
  }
}
