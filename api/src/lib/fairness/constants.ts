/** Provably fair scheme constants (docs/architecture.md §5). */

/** Bytes of a fresh server seed; it is published and used as its lower-case hex string. */
export const SERVER_SEED_BYTES = 32;
/** Bytes of a default (random) client seed, as lower-case hex. */
export const DEFAULT_CLIENT_SEED_BYTES = 16;
/** A client seed the player sets: 1–64 printable ASCII characters. */
export const CLIENT_SEED_MIN_LENGTH = 1;
export const CLIENT_SEED_MAX_LENGTH = 64;
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]+$/;
/** Bytes of one HMAC-SHA256 round; each round gives this many / 4 floats. */
export const BYTES_PER_ROUND = 32;
/** Bytes per float: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export const BYTES_PER_FLOAT = 4;
/** The first nonce of a fresh server seed. */
export const FIRST_NONCE = 0;
