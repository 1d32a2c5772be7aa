import { BYTES_PER_FLOAT, BYTES_PER_ROUND } from "./constants.ts";
import { hmacSha256, toHex } from "./sha256.ts";

/** The inputs of one bet's outcome: the committed server seed, the player's seed and the bet's nonce. */
export interface BetSeeds {
  /** The server seed as published on rotation (hex text); the HMAC key is its UTF-8 bytes. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * HMAC-SHA256 of a UTF-8 key and message. The portable TypeScript one (./sha256.ts) runs in the
 * browser's verifier; the server passes its native one (./native-hmac.ts), which must agree byte for
 * byte (a test checks it).
 */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** `HMAC_SHA256(key = serverSeed, message = "${clientSeed}:${nonce}:${round}")`. */
export const roundBytes = (seeds: BetSeeds, round: number, hmac: HmacSha256 = hmacSha256): Uint8Array =>
  hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${round}`);

/** The bet's provenance hash, recorded with it: round 0's HMAC as lower-case hex. */
export const provenanceHash = (seeds: BetSeeds, hmac: HmacSha256 = hmacSha256): string =>
  toHex(roundBytes(seeds, 0, hmac));

/** One float in [0, 1) from 4 bytes: `b0/256 + b1/256² + b2/256³ + b3/256⁴`. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let float = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) float += (bytes[offset + i] ?? 0) / 256 ** (i + 1);
  return float;
}

/**
 * The bet's first `count` floats: 8 per HMAC round, the round advancing every 32 bytes. The same
 * seeds always give the same stream; any verifier with the revealed server seed recomputes it.
 */
export function floatStream(seeds: BetSeeds, count: number, hmac: HmacSha256 = hmacSha256): number[] {
  return draw(seeds, count, hmac).floats;
}

/** A bet's first `count` floats and its provenance hash, from one computation of round 0. */
export function draw(
  seeds: BetSeeds,
  count: number,
  hmac: HmacSha256 = hmacSha256,
): { floats: number[]; provenanceHash: string } {
  const perRound = BYTES_PER_ROUND / BYTES_PER_FLOAT;
  const first = roundBytes(seeds, 0, hmac);
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = round === 0 ? first : roundBytes(seeds, round, hmac);
    for (let i = 0; i < perRound && floats.length < count; i++)
      floats.push(bytesToFloat(bytes, i * BYTES_PER_FLOAT));
  }
  return { floats, provenanceHash: toHex(first) };
}
