/** Provably fair scheme constants (ARCHITECTURE §5; README "Provably fair wheel"). Named once. */

/** Each float takes 4 bytes of an HMAC round; a round (SHA-256) gives 32 bytes, 8 floats. */
export const BYTES_PER_FLOAT = 4;
export const BYTES_PER_ROUND = 32;
/** A client seed is 1–64 printable ASCII characters (POST /api/fairness/client-seed). */
export const CLIENT_SEED_MAX_LENGTH = 64;
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

export const FAIRNESS_MESSAGES = {
  clientSeedInvalid: "A client seed is 1 to 64 printable characters.",
  clientSeedSaved: "Client seed saved. Your next spins use it.",
  rotated: "Server seed revealed. Past spins can now be verified.",
  notRevealed: "This spin's server seed is still secret. Rotate your seed to reveal it, then verify.",
  spinNotFound: "That spin is not in your recent history.",
  match: "Verified: the revealed seeds and the recorded section table give this spin's section.",
  mismatch: "Mismatch: the recomputed outcome differs from the recorded spin.",
  loadFailed: "Failed to load fairness data.",
} as const;
