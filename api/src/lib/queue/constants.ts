import { LOBBY_GAMES } from "@jadeverse/db/game-types";

/** Queue constants (docs/product/platform.md §4 "Play and queue", §9). */

/** Default number of play slots (docs/product/platform.md §9 "default max players 100"). */
export const DEFAULT_MAX_PLAYERS = 100;
/** The game a join is for when the body names none (docs/product/platform.md §7: gameType default {product}). */
export const DEFAULT_QUEUE_GAME = "JadeVerse";
/** Games the queue admits: the streamed JadeVerse world and the games of its lobby. */
export const QUEUE_GAMES = [DEFAULT_QUEUE_GAME, ...LOBBY_GAMES] as const;
export type QueueGame = (typeof QUEUE_GAMES)[number];
/** A session length assumed for wait estimates before any session has been measured: 10 minutes. */
export const DEFAULT_SESSION_SECONDS = 600;
/** How many recently ended sessions the wait estimate's median is taken over. */
export const SESSION_LENGTH_SAMPLE = 50;
/** Clients heartbeat this often while waiting or playing; the timeout must allow a few misses. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** Realtime pushes after a queue change are coalesced over this window. */
export const PUSH_COALESCE_MS = 50;
/** Ended sessions are kept this long for wait estimates and support, then pruned. */
export const ENDED_SESSION_RETENTION_MS = 7 * 24 * 3_600_000;

/** docs/product/platform.md §8 messages the queue routes answer with. */
export const LEFT_QUEUE_MESSAGE = "Left queue successfully";
