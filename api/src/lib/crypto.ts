import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256-bit random token, URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");

/**
 * Tokens are stored as their SHA-256, so a leaked table grants nothing. Bun's one-shot hasher: every
 * signed-in call hashes its token, and it costs about half of node:crypto's createHash chain.
 */
export const sha256Hex = (value: string): string => Bun.SHA256.hash(value, "hex");

export const hmacSha256 = (key: string | Buffer, message: string): Buffer =>
  createHmac("sha256", key).update(message).digest();

/** Constant-time comparison of two hex strings. */
export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, "hex"), Buffer.from(b, "hex"));
}
