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

/** docs/product/platform.md §8 / docs/product/economy.md §4 messages of the queue and the launch guard. */
export const QUEUE_MESSAGES = {
  joining: "Joining",
  launching: "Launching game",
  notLoggedIn: "Please log in to join the queue",
  alreadyPlaying: "You already have an active game session",
  joinFailed: "Failed to join queue. Please try again.",
  left: "Left queue successfully",
  validating: "Validating session...",
  noSession: "No active game session. Please join through Play button.",
  /** A season pass holder's line (docs/passes.md): ahead of every lower tier, in join order within it. */
  passPriority: (pass: string, top: boolean) =>
    top
      ? `${pass} pass priority: you wait at the front of the line.`
      : `${pass} pass priority: you wait ahead of players without a pass.`,
} as const;

/**
 * Why Play is off, said beside the button (docs/product/platform.md §4: playing needs isDemo or hasBetaAccess, a
 * pixel-streaming URL for pixel streaming, and the play flags). The stream's message is the play
 * page's own. "loading" says nothing: it passes within a moment.
 */
export const PLAY_BLOCKED_MESSAGES = {
  "beta-access": "Playing needs beta access. It is open to beta testers before the official launch.",
  "no-stream": "The game stream is not available right now. Please try again later.",
  "switched-off": "Playing is paused right now. Please check back soon.",
} as const;

/** What a Play-style button says while it is off, or null (on, or "loading": that passes within a moment). */
export const playBlockedReason = (block: PlayBlock | null): string | null =>
  block && block !== "loading" ? PLAY_BLOCKED_MESSAGES[block] : null;
