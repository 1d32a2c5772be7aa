/**
 * Cards from floats, the industry's published mapping (Stake-style verifiers agree):
 *
 *     card index = floor(float × 52), in the order ♦2 ♥2 ♠2 ♣2 ♦3 ♥3 ♠3 ♣3 … ♦A ♥A ♠A ♣A
 *
 * so index 0 = ♦2, 1 = ♥2, 2 = ♠2, 3 = ♣2, 4 = ♦3, …, 51 = ♣A: rank = RANKS[floor(index / 4)],
 * suit = SUITS[index % 4]. Every card is drawn with replacement (an infinite shoe): each float gives
 * one card independently of the others, so a hand may hold the same card twice.
 */
import { GameRuleError } from "./common.ts";

/** Cards in the mapping. */
export const DECK_SIZE = 52;
/** Suits in index order (index % 4). */
export const SUITS = ["♦", "♥", "♠", "♣"] as const;
/** Ranks in index order (floor(index / 4)). */
export const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"] as const;

export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];

/** One card: its index in the mapping, rank, suit and a label such as "♠10" or "♦A". */
export interface Card {
  index: number;
  rank: Rank;
  suit: Suit;
  label: string;
}

function assertCardIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= DECK_SIZE)
    throw new GameRuleError("INVALID_FLOATS", `card index must be an integer in [0, ${DECK_SIZE})`);
}

/** `floor(float × 52)`: the card a float draws. Throws unless the float is in [0, 1). */
export function cardIndexFromFloat(float: number): number {
  if (typeof float !== "number" || !(float >= 0 && float < 1))
    throw new GameRuleError("INVALID_FLOATS", "a card float must be in [0, 1)");
  return Math.floor(float * DECK_SIZE);
}

/** The rank of a card index. */
export function rankOf(index: number): Rank {
  assertCardIndex(index);
  return RANKS[Math.floor(index / 4)]!;
}

/** The suit of a card index. */
export function suitOf(index: number): Suit {
  assertCardIndex(index);
  return SUITS[index % 4]!;
}

/** The full card of an index. */
export function cardOf(index: number): Card {
  const rank = rankOf(index);
  const suit = suitOf(index);
  return { index, rank, suit, label: `${suit}${rank}` };
}

/** The index of a rank and suit (the inverse of {@link cardOf}). */
export function cardIndex(rank: Rank, suit: Suit = "♦"): number {
  return RANKS.indexOf(rank) * 4 + SUITS.indexOf(suit);
}

/** A float that draws this card: the middle of its interval, `(index + 0.5) / 52` (tests, demos). */
export function floatForCard(index: number): number {
  assertCardIndex(index);
  return (index + 0.5) / DECK_SIZE;
}

/** Blackjack value: 2–10 at face, J/Q/K 10, A 11 (a hand counts an ace as 1 when 11 would bust). */
export function blackjackValue(index: number): number {
  const rank = rankOf(index);
  if (rank === "A") return 11;
  if (rank === "J" || rank === "Q" || rank === "K") return 10;
  return Number(rank);
}

/** Baccarat value: A 1, 2–9 at face, 10/J/Q/K 0. */
export function baccaratValue(index: number): number {
  const rank = rankOf(index);
  if (rank === "A") return 1;
  if (rank === "10" || rank === "J" || rank === "Q" || rank === "K") return 0;
  return Number(rank);
}

/** Whether a card is an ace. */
export const isAce = (index: number): boolean => rankOf(index) === "A";

/** Whether a card counts 10 in blackjack (10, J, Q, K). */
export const isTenValue = (index: number): boolean => blackjackValue(index) === 10;
