/**
 * What every game engine shares: the typed rule error, stake limits and float checks.
 *
 * Amounts are whole coins held in plain numbers. A stake is a positive safe integer of at most
 * {@link MAX_STAKE} coins, so every payout the engines compute (at most a few thousand times a
 * stake, summed over at most a few hundred bets) stays an exact integer below 2^53. Fractional
 * payouts (blackjack 3:2, baccarat banker 0.95:1, a crash cash-out) are rounded DOWN to a whole coin:
 * the player never receives a fraction, and the house never pays more than the stated odds.
 *
 * Pure functions and plain data only: these modules also run in the browser's verifier.
 */

/** Why an engine refused an input; `code` is stable for the HTTP layer to map. */
export type GameErrorCode =
  /** A stake that is not a positive whole number of coins within the limit. */
  | "INVALID_STAKE"
  /** A bet whose kind or numbers are not on the table. */
  | "INVALID_BET"
  /** Floats missing, too few, or outside [0, 1). */
  | "INVALID_FLOATS"
  /** An action that the current game state does not allow. */
  | "ILLEGAL_ACTION"
  /** A stored state this engine cannot read (wrong version or shape). */
  | "INVALID_STATE"
  /** A hash or salt that is not what the scheme expects. */
  | "INVALID_HASH";

/** The error every engine throws for a refused input; nothing is half-applied when it is thrown. */
export class GameRuleError extends Error {
  readonly code: GameErrorCode;

  constructor(code: GameErrorCode, message: string) {
    super(message);
    this.name = "GameRuleError";
    this.code = code;
  }
}

/** The largest stake of a single bet, in coins (far above any table limit; keeps payouts exact). */
export const MAX_STAKE = 1_000_000_000;

/** Throws `INVALID_STAKE` unless `amount` is a whole number of coins in [1, MAX_STAKE]. */
export function assertStake(amount: unknown, what = "stake"): asserts amount is number {
  // Stryker disable next-line ConditionalExpression: the typeof test only narrows the type; Number.isSafeInteger already refuses every non-number
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_STAKE)
    throw new GameRuleError(
      "INVALID_STAKE",
      `${what} must be a whole number of coins from 1 to ${MAX_STAKE}`,
    );
}

/** Throws `INVALID_FLOATS` unless `floats` holds at least `count` numbers, each in [0, 1). */
export function assertFloats(floats: readonly number[], count: number, what: string): void {
  if (!Array.isArray(floats) || floats.length < count)
    throw new GameRuleError("INVALID_FLOATS", `${what} needs ${count} floats`);
  for (let i = 0; i < count; i++) {
    const f = floats[i];
    if (typeof f !== "number" || !(f >= 0 && f < 1))
      throw new GameRuleError("INVALID_FLOATS", `${what}: float ${i} must be in [0, 1)`);
  }
}

/** `floor(amount × numerator / denominator)` exactly (BigInt), for fractional odds. */
export function mulDivFloor(amount: number, numerator: number, denominator: number): number {
  return Number((BigInt(amount) * BigInt(numerator)) / BigInt(denominator));
}
