/**
 * SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) in plain, synchronous TypeScript: the same code
 * draws a spin on the server (Bun) and verifies it in the browser, where WebCrypto is asynchronous
 * and node:crypto absent. Checked against the standard's vectors and node:crypto (fairness tests).
 */

// Pure: a page that imports the contracts without verifying a spin leaves this module out of its bundle.
const K = /* @__PURE__ */ Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const BLOCK_BYTES = 64;
/** The message schedule, reused: hashing is synchronous, so one buffer serves every call. */
const schedule = /* @__PURE__ */ new Int32Array(64);
const encoder = /* @__PURE__ */ new TextEncoder();

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** Folds one 64-byte block at `offset` into `state`. */
function compress(state: Int32Array, bytes: Uint8Array, offset: number): void {
  const w = schedule;
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** SHA-256 of `parts` hashed one after the other (as if concatenated): 32 bytes. */
function digest(...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  // The message, a 0x80 byte, zeros to 56 mod 64, then the bit length as 64 bits big-endian.
  const padded = new Uint8Array(Math.ceil((length + 9) / BLOCK_BYTES) * BLOCK_BYTES);
  let at = 0;
  for (const part of parts) {
    padded.set(part, at);
    at += part.length;
  }
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 2 ** 29));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const state = Int32Array.from(INITIAL_STATE);
  for (let offset = 0; offset < padded.length; offset += BLOCK_BYTES) compress(state, padded, offset);
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setInt32(i * 4, state[i]!);
  return out;
}

const bytesOf = (data: string | Uint8Array): Uint8Array =>
  typeof data === "string" ? encoder.encode(data) : data;

/** SHA-256 of a text (its UTF-8 bytes) or of bytes. */
export const sha256 = (data: string | Uint8Array): Uint8Array => digest(bytesOf(data));

/** HMAC-SHA256 (RFC 2104): texts are taken as their UTF-8 bytes. */
export function hmacSha256(key: string | Uint8Array, message: string | Uint8Array): Uint8Array {
  let keyBytes = bytesOf(key);
  if (keyBytes.length > BLOCK_BYTES) keyBytes = digest(keyBytes);
  const inner = new Uint8Array(BLOCK_BYTES);
  const outer = new Uint8Array(BLOCK_BYTES);
  for (let i = 0; i < BLOCK_BYTES; i++) {
    const k = keyBytes[i] ?? 0;
    inner[i] = k ^ 0x36;
    outer[i] = k ^ 0x5c;
  }
  return digest(outer, digest(inner, bytesOf(message)));
}

/** Lower-case hex of bytes. */
export const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256 of a text, lower-case hex. */
export const sha256Hex = (data: string | Uint8Array): string => toHex(sha256(data));
