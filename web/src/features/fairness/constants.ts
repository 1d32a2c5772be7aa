import { CLIENT_SEED_MAX_LENGTH, CLIENT_SEED_MIN_LENGTH, CLIENT_SEED_PATTERN } from "@jadeverse/api/client";

/** Provably fair panel and verifier words (docs/architecture.md §5; docs/games.md "Provably fair wheel"). Named once. */
export const FAIRNESS_MESSAGES = {
  clientSeedInvalid: `A client seed is ${CLIENT_SEED_MIN_LENGTH} to ${CLIENT_SEED_MAX_LENGTH} printable characters.`,
  clientSeedSaved: "Client seed saved. Your next spins use it.",
  rotated: "Server seed revealed. Past spins can now be verified.",
  notRevealed: "This spin's server seed is still secret. Rotate your seed to reveal it, then verify.",
  spinNotFound: "That spin is not in your recent history.",
  match: "Verified: the revealed seeds and the recorded section table give this spin's section.",
  mismatch: "Mismatch: the recomputed outcome differs from the recorded spin.",
  loadFailed: "Failed to load fairness data.",
} as const;

/** A client seed the server accepts (POST /api/fairness/client-seed): its own rules, checked before sending. */
export const isClientSeed = (seed: string): boolean =>
  seed.length >= CLIENT_SEED_MIN_LENGTH &&
  seed.length <= CLIENT_SEED_MAX_LENGTH &&
  CLIENT_SEED_PATTERN.test(seed);
