/**
 * Crash: one shared round at a time, outcomes fixed in advance by a chain of SHA-256 hashes.
 *
 * The chain: the operator picks a secret seed (64 lower-case hex characters) and hashes it
 * repeatedly, each hash taken of the previous one's hex TEXT: h₀ = seed, hₖ₊₁ = sha256Hex(hₖ),
 * up to h_N. The terminating hash h_N is published before any round; rounds are then played
 * BACKWARDS: game 1 uses h_{N−1}, game 2 uses h_{N−2}, …, game N uses h₀ = the seed. So each game's
 * hash is the SHA-256 of the next game's hash, and SHA-256 of game 1's hash is the terminating hash.
 * A finished game reveals its hash; anyone hashes it forward g times to reach the published
 * terminating hash, which proves it is game g of the committed chain ({@link verifyChain}) — and
 * nobody can compute a future game's hash from past ones.
 *
 * The point (the multiplier the round crashes at, Stake's published formula): with a published salt
 * (e.g. the hash of a Bitcoin block mined after the terminating hash was published),
 *
 *     int   = first 8 hex digits of HMAC_SHA256(key = game hash as hex text, message = salt), 0…2³²−1
 *     point = max(1.00, floor(100 × 0.99 × 2³² / (int + 1)) / 100)
 *
 * computed EXACTLY in integers: hundredths = max(100, floor(99 × 2³² / (int + 1))). (A naive
 * double-precision evaluation of the same formula returns one hundredth less on the few hundred
 * ints where int + 1 divides 99 × 2³²; the exact value is the formula's.) The round crashes at
 * 1.00× with probability ≈ 1.98 %; a cash-out at target t wins when t ≤ point, with probability
 * floor(99 × 2³² / t) / 2³², so every target returns at most 99 % (a 1 % house edge).
 */
import { hmacSha256, sha256Hex, toHex } from "../fairness/sha256.ts";
import { assertStake, GameRuleError } from "./common.ts";

/** The lowest point, in hundredths (1.00×). */
export const MIN_CRASH_POINT = 100;
/** The highest cash-out target a player may set, in hundredths (1,000,000.00×). */
export const MAX_CASHOUT = 100_000_000;
const NUMERATOR = 99n * 2n ** 32n;
/** The long-run return of any cash-out target (the formula's 0.99: a 1 % house edge). */
export const CRASH_RTP = 0.99;
const HASH = /^[0-9a-f]{64}$/;

/** A text → lower-case hex SHA-256 function; the server may pass a native one, which must agree. */
export type HashHex = (text: string) => string;

function assertHash(hash: string, what: string): void {
  if (typeof hash !== "string" || !HASH.test(hash))
    throw new GameRuleError("INVALID_HASH", `${what} must be 64 lower-case hex characters`);
}

/** The point in hundredths from the HMAC's first 32 bits: `max(100, floor(99 × 2³² / (int + 1)))`. */
export function crashPointFromInt(int: number): number {
  if (!Number.isInteger(int) || int < 0 || int > 0xffffffff)
    throw new GameRuleError("INVALID_HASH", "int must be a 32-bit unsigned integer");
  return Math.max(MIN_CRASH_POINT, Number(NUMERATOR / BigInt(int + 1)));
}

/** The first 8 hex digits of HMAC_SHA256(key = gameHash, message = salt), as an integer. */
export function crashInt(gameHash: string, salt: string): number {
  assertHash(gameHash, "game hash");
  if (typeof salt !== "string" || salt.length === 0)
    throw new GameRuleError("INVALID_HASH", "salt must be given");
  return Number.parseInt(toHex(hmacSha256(gameHash, salt)).slice(0, 8), 16);
}

/** The round's crash point in hundredths (100 = 1.00×). */
export const crashPoint = (gameHash: string, salt: string): number =>
  crashPointFromInt(crashInt(gameHash, salt));

/** Hundredths as the multiplier's text: 100 → "1.00", 23552 → "235.52". */
export const formatPoint = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;

/** The hash of the game played just before (or the terminating hash, for game 1). */
export const previousGameHash = (gameHash: string, hash: HashHex = sha256Hex): string => {
  assertHash(gameHash, "game hash");
  return hash(gameHash);
};

/**
 * A chain of `length` games from a secret seed, in PLAY order: `games[0]` is game 1, and
 * `sha256Hex(games[i + 1]) = games[i]`, `sha256Hex(games[0]) = terminatingHash`,
 * `games[length − 1] = seed`.
 */
export function generateChain(
  seed: string,
  length: number,
  hash: HashHex = sha256Hex,
): { terminatingHash: string; games: string[] } {
  assertHash(seed, "seed");
  if (!Number.isSafeInteger(length) || length < 1)
    throw new GameRuleError("INVALID_HASH", "length must be ≥ 1");
  const games = new Array<string>(length);
  let current = seed;
  for (let i = length - 1; i >= 0; i--) {
    games[i] = current;
    current = hash(current);
  }
  return { terminatingHash: current, games };
}

/**
 * Which game of the chain ending in `terminatingHash` a revealed hash is: the number of forward
 * hashes (1 … maxSteps) that reach the terminating hash, or null if none does (the terminating hash
 * itself is never played, so it gives null).
 */
export function verifyChain(
  gameHash: string,
  terminatingHash: string,
  maxSteps: number,
  hash: HashHex = sha256Hex,
): number | null {
  assertHash(gameHash, "game hash");
  assertHash(terminatingHash, "terminating hash");
  let current = gameHash;
  for (let step = 1; step <= maxSteps; step++) {
    current = hash(current);
    if (current === terminatingHash) return step;
  }
  return null;
}

/** The exact chance that a cash-out at `target` hundredths wins: `floor(99 × 2³² / target) / 2³²` (1 at 1.00×). */
export function winProbability(target: number): { numerator: bigint; denominator: bigint } {
  assertTarget(target);
  if (target === MIN_CRASH_POINT) return { numerator: 1n, denominator: 1n };
  return { numerator: NUMERATOR / BigInt(target), denominator: 2n ** 32n };
}

function assertTarget(target: number): void {
  if (!Number.isSafeInteger(target) || target < MIN_CRASH_POINT || target > MAX_CASHOUT)
    throw new GameRuleError("INVALID_BET", `a cash-out is ${MIN_CRASH_POINT}–${MAX_CASHOUT} hundredths`);
}

/**
 * The coins a bet returns: `floor(stake × target / 100)` when it cashed out at `target` hundredths
 * and `target ≤ point` (a cash-out exactly at the crash point wins), else 0.
 */
export function cashoutPayout(stake: number, target: number, point: number): number {
  assertStake(stake);
  assertTarget(target);
  return target <= point ? Number((BigInt(stake) * BigInt(target)) / 100n) : 0;
}
