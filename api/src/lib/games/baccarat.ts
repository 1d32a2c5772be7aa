/**
 * Punto Banco baccarat from 6 floats, card `k` = `floor(floats[k] × 52)` (see ./cards.ts; an
 * infinite shoe, cards drawn with replacement).
 *
 * Deal order (the mapping Stake-style verifiers use): floats 1–2 are the player's cards, 3–4 the
 * banker's; after that each drawn card is the NEXT unused float, whoever draws it. So the 5th float
 * is the player's third card when the player draws; the banker's third card is then the 6th float,
 * but it is the 5th float when the player stood. At most 6 floats are used; unused ones are ignored.
 *
 * Values: A = 1, 2–9 at face, 10/J/Q/K = 0; a hand's total is its sum mod 10.
 *
 * Drawing rules (applied automatically):
 * 1. Natural: if either two-card total is 8 or 9, neither hand draws.
 * 2. Player: draws on 0–5, stands on 6–7.
 * 3. Banker, when the player stood: draws on 0–5, stands on 6–7.
 * 4. Banker, when the player drew a third card of value v:
 *    0–2 draws; 3 draws unless v = 8; 4 draws on v = 2–7; 5 draws on v = 4–7; 6 draws on v = 6–7;
 *    7 stands.
 *
 * Bets and payouts (`payout` includes the stake, 0 on a loss):
 * - player 1:1 → `2 × amount`; banker 0.95:1 → `amount + floor(amount × 95 / 100)` (the 5 %
 *   commission rounds in the house's favour: a 1-coin banker win returns 1 coin);
 * - tie 8:1 → `9 × amount`; on a tie, player and banker bets push (stake returned).
 */
import { baccaratValue, type Card, cardIndexFromFloat, cardOf } from "./cards.ts";
import { assertFloats, assertStake, GameRuleError, mulDivFloor } from "./common.ts";

/** Floats a coup may use. */
export const BACCARAT_FLOATS = 6;
/** The bet kinds; a coup takes at most one bet of each. */
export const BACCARAT_BET_KINDS = ["player", "banker", "tie"] as const;
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];
export type BaccaratWinner = BaccaratBetKind;

export interface BaccaratBet {
  kind: BaccaratBetKind;
  amount: number;
}

export interface BaccaratCoup {
  /** The player's cards, in deal order (2 or 3). */
  player: Card[];
  /** The banker's cards, in deal order (2 or 3). */
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  /** Whether either hand had a natural 8 or 9 with two cards. */
  natural: boolean;
  winner: BaccaratWinner;
  /** Floats used: 4, 5 or 6. */
  floatsUsed: number;
}

export interface BaccaratBetResult extends BaccaratBet {
  outcome: "win" | "push" | "lose";
  payout: number;
}

export interface BaccaratResult {
  coup: BaccaratCoup;
  bets: BaccaratBetResult[];
  totalStake: number;
  totalPayout: number;
  net: number;
}

/** A hand's total: the sum of its card values mod 10. */
export const baccaratTotal = (cards: readonly number[]): number =>
  cards.reduce((sum, c) => sum + baccaratValue(c), 0) % 10;

/** Whether the player draws on a two-card total (no natural on the table). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws on a two-card total, given the player's third card's VALUE, or null
 * when the player stood (no natural on the table).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals one coup from the floats (at least 6 must be given; see the deal order above). */
export function deal(floats: readonly number[]): BaccaratCoup {
  assertFloats(floats, BACCARAT_FLOATS, "baccarat");
  let next = 0;
  const draw = () => cardIndexFromFloat(floats[next++]!);
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(baccaratTotal(player))) {
      const card = draw();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? "player" : bankerTotal > playerTotal ? "banker" : "tie";
  return {
    player: player.map(cardOf),
    banker: banker.map(cardOf),
    playerTotal,
    bankerTotal,
    natural,
    winner,
    floatsUsed: next,
  };
}

/** The coins a bet returns on a coup's winner (stake included). */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (winner === "tie") return bet.kind === "tie" ? 9 * bet.amount : bet.amount;
  if (bet.kind !== winner) return 0;
  return bet.kind === "player" ? 2 * bet.amount : bet.amount + mulDivFloor(bet.amount, 95, 100);
}

/** Throws `INVALID_BET`/`INVALID_STAKE` unless the bets are 1–3 distinct kinds with valid amounts. */
export function validateBets(bets: readonly BaccaratBet[]): void {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > BACCARAT_BET_KINDS.length)
    throw new GameRuleError("INVALID_BET", "a coup takes 1 to 3 bets");
  const seen = new Set<string>();
  for (const bet of bets) {
    if (!(BACCARAT_BET_KINDS as readonly string[]).includes(bet?.kind) || seen.has(bet.kind))
      throw new GameRuleError("INVALID_BET", "bets are player, banker or tie, at most one of each");
    seen.add(bet.kind);
    assertStake(bet.amount, `${bet.kind} amount`);
  }
}

/** Settles bets (one per kind at most) on a dealt coup. */
export function settle(bets: readonly BaccaratBet[], coup: BaccaratCoup): BaccaratResult {
  validateBets(bets);
  const results = bets.map((bet): BaccaratBetResult => {
    const payout = baccaratPayout(bet, coup.winner);
    const outcome = bet.kind === coup.winner ? "win" : coup.winner === "tie" ? "push" : "lose";
    return { kind: bet.kind, amount: bet.amount, outcome, payout };
  });
  const totalStake = results.reduce((sum, r) => sum + r.amount, 0);
  const totalPayout = results.reduce((sum, r) => sum + r.payout, 0);
  return { coup, bets: results, totalStake, totalPayout, net: totalPayout - totalStake };
}

/** One coup: {@link deal} then {@link settle}; bets are checked before anything is dealt. */
export function play(floats: readonly number[], bets: readonly BaccaratBet[]): BaccaratResult {
  validateBets(bets);
  return settle(bets, deal(floats));
}
