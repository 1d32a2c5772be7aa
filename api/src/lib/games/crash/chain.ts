import { createHash } from "node:crypto";

/** SHA-256 of a text as lower-case hex (native; agrees with the portable `fairness/sha256.ts`). */
export const nativeSha256Hex = (text: string): string => createHash("sha256").update(text).digest("hex");

/** How many chain positions apart the remembered hashes are: a game's hash costs at most this many hashes. */
const CHECKPOINT_EVERY = 1_000;

/**
 * The operator's hash chain (see `../crash.ts` for the scheme): h₀ = seed, hₖ₊₁ = sha256Hex(hₖ),
 * the terminating hash h_N is published, and game g (1-based) plays h_{N−g}, so game N plays the
 * seed. Only every 1,000th hash is kept (≈ 1,000 strings for a million games, computed once in
 * about a second): game g's hash is rehashed from the checkpoint at or below N − g.
 */
export class CrashChain {
  readonly terminatingHash: string;
  private readonly checkpoints: string[] = [];

  constructor(
    seed: string,
    readonly length: number,
  ) {
    let current = seed;
    for (let k = 0; k < length; k++) {
      if (k % CHECKPOINT_EVERY === 0) this.checkpoints.push(current);
      current = nativeSha256Hex(current);
    }
    this.terminatingHash = current;
  }

  /** The hash of game `gameNumber` (1 … length). */
  gameHash(gameNumber: number): string {
    if (!Number.isSafeInteger(gameNumber) || gameNumber < 1 || gameNumber > this.length)
      throw new RangeError(`crash: game ${gameNumber} is outside the chain of ${this.length}`);
    const position = this.length - gameNumber;
    const base = Math.floor(position / CHECKPOINT_EVERY);
    let current = this.checkpoints[base]!;
    for (let k = base * CHECKPOINT_EVERY; k < position; k++) current = nativeSha256Hex(current);
    return current;
  }
}
