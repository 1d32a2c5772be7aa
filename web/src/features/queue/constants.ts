import type { QueueMessage } from "./messages.ts";
import type { PlayBlock } from "./play-rules.ts";

/** Queue and game-launch constants (docs/product/platform.md §4, §8, §9; docs/product/economy.md §4, §9). Named once, used everywhere. */

/** `GET /api/queue/status` is polled this often while the player waits (docs/product/platform.md §4). */
export const QUEUE_POLL_MS = 3_000;
/** "Launching game" is shown this long before the player is taken to /play (docs/product/platform.md §4). */
export const LAUNCH_DELAY_MS = 2_000;
/** A launch stamp younger than this lets /play through without asking the server (docs/product/economy.md §4). */
export const LAUNCH_STAMP_TTL_MS = 60_000;
/** Session storage key of the launch stamp (ms since epoch when the launch was authorised). */
export const LAUNCH_STAMP_KEY = "jv-game-launch";
/** `GET /api/streaming-config` refresh (docs/product/platform.md §4 "Streaming config"). */
export const STREAMING_CONFIG_REFRESH_MS = 300_000;
/** The minimised queue badge stays inside the window minus this box (docs/product/economy.md §9). */
export const QUEUE_BADGE_BOX = { width: 200, height: 100 } as const;
/** The "no active game session" toast stays this long (docs/product/economy.md §9). */
export const NO_SESSION_TOAST_MS = 3_000;

/**
 * Why Play is off, said beside the button (docs/product/platform.md §4: playing needs isDemo or hasBetaAccess, a
 * pixel-streaming URL for pixel streaming, and the play flags): a message of the queue's catalogue
 * (messages/). "loading" says nothing: it passes within a moment. The toasts of the queue and the
 * launch guard (docs/product/platform.md §8, docs/product/economy.md §4) are their catalogues' too.
 */
export const PLAY_BLOCKED_MESSAGES = {
  "beta-access": "betaAccess",
  "no-stream": "noStream",
  "switched-off": "switchedOff",
} as const satisfies Record<Exclude<PlayBlock, "loading">, QueueMessage>;

/** What a Play-style button says while it is off (its message), or null (on, or "loading": that passes within a moment). */
export const playBlockedReason = (block: PlayBlock | null): QueueMessage | null =>
  block && block !== "loading" ? PLAY_BLOCKED_MESSAGES[block] : null;
