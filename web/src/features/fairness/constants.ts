import {
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_MIN_LENGTH,
  CLIENT_SEED_PATTERN,
} from "@jadeverse/api/client/games";

/**
 * Provably fair panel and verifier words (docs/architecture.md §5; docs/games.md "Provably fair wheel"):
 * messages of the fairness catalogue (messages/), whose `seedInvalid` takes the client seed's limits.
 */
export const CLIENT_SEED_LIMITS = { min: CLIENT_SEED_MIN_LENGTH, max: CLIENT_SEED_MAX_LENGTH } as const;

/** A client seed the server accepts (POST /api/fairness/client-seed): its own rules, checked before sending. */
export const isClientSeed = (seed: string): boolean =>
  seed.length >= CLIENT_SEED_MIN_LENGTH &&
  seed.length <= CLIENT_SEED_MAX_LENGTH &&
  CLIENT_SEED_PATTERN.test(seed);
