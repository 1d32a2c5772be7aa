import { BYTES_PER_FLOAT, BYTES_PER_ROUND } from "./constants.ts";

/**
 * The provably fair float stream computed in the browser with WebCrypto, independently of the
 * server's node:crypto code (ARCHITECTURE §5): HMAC_SHA256(key = serverSeed text,
 * message = "clientSeed:nonce:round"), 4 bytes per float, b0/256 + b1/256² + b2/256³ + b3/256⁴.
 */
export interface BetSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** sha256 of a text, lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

/** One HMAC round's 32 bytes. */
export async function roundBytes(seeds: BetSeeds, round: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(seeds.serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const message = encoder.encode(`${seeds.clientSeed}:${seeds.nonce}:${round}`);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
}

/** One float in [0, 1) from 4 bytes at `offset`. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let float = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i++) float += (bytes[offset + i] ?? 0) / 256 ** (i + 1);
  return float;
}

/** The bet's first `count` floats, 8 per round. */
export async function floatStream(seeds: BetSeeds, count: number): Promise<number[]> {
  const perRound = BYTES_PER_ROUND / BYTES_PER_FLOAT;
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = await roundBytes(seeds, round);
    for (let i = 0; i < perRound && floats.length < count; i++)
      floats.push(bytesToFloat(bytes, i * BYTES_PER_FLOAT));
  }
  return floats;
}
