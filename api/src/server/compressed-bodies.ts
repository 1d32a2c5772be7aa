import { type Coding, compressBody } from "./encoding-codecs.ts";

/**
 * Compressed answers already made, by their exact bytes: a player's screens ask for the same JSON
 * again and again (GET /api/users/me on every page), and compressing it anew each time cost more than
 * the rest of the request (bench:api, users/me: 38k answers/s uncompressed, 11k with brotli each time).
 * An entry is found by a 64-bit hash of the body and then compared byte for byte, so a collision is a
 * miss, never another player's answer. Bounded in entries and in the size of what it keeps.
 */
const MAX_ENTRIES = 1024;
const MAX_BODY_BYTES = 16 * 1024;

interface Entry {
  body: Uint8Array;
  output: Uint8Array<ArrayBuffer>;
}

const entries = new Map<string, Entry>();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `compressBody`, answered from the cache when these exact bytes were compressed with `coding` before. */
export function compressBodyCached(body: Uint8Array<ArrayBuffer>, coding: Coding): Uint8Array<ArrayBuffer> {
  if (body.byteLength > MAX_BODY_BYTES) return compressBody(body, coding);
  const key = `${coding}:${body.byteLength}:${Bun.hash(body)}`;
  const known = entries.get(key);
  if (known && sameBytes(known.body, body)) return known.output;
  const output = compressBody(body, coding);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { body: body.slice(), output });
  return output;
}
