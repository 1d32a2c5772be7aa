import { z } from "zod";
import type { QueueStatus } from "../lib/queue/status.ts";

export type { QueueStatus } from "../lib/queue/status.ts";

/** The socket.io namespace of the play queue and its events (shared with the front ends by type). */
export const QUEUE_NAMESPACE = "/queue";
/** Where socket.io listens on the API's HTTP server (socket.io-client's default `path`). */
export const SOCKET_PATH = "/socket.io/";
export const QUEUE_STATUS_EVENT = "queue:status";
export const QUEUE_REFRESH_EVENT = "queue:refresh";

/** The payment namespaces (docs/product/economy.md §7): EVM and Solana purchases' outcomes reach the buyer here. */
export const CRYPTO_NAMESPACE = "/crypto";
export const SOLANA_NAMESPACE = "/solana";
export const PAYMENT_SUCCESS_EVENT = "payment:success";
export const PAYMENT_FAILED_EVENT = "payment:failed";

/** docs/product/economy.md §3 "Payment events": success carries transferId and gemsAmount; failure transferId and reason. */
export interface PaymentEvents {
  "payment:success": (event: { transferId: string; gemsAmount: number }) => void;
  "payment:failed": (event: { transferId: string; reason: string }) => void;
}

/**
 * The crash namespace (issue 19): one shared round at a time, watched by players and spectators.
 * Bets and cash-outs go over HTTP (`POST /api/games/crash/bet`, `/cashout`); the socket only listens.
 * Multipliers and points are in hundredths (100 = 1.00×); times are server epoch milliseconds.
 */
export const CRASH_NAMESPACE = "/crash";
export const CRASH_ROUND_EVENT = "crash:round";
export const CRASH_TICK_EVENT = "crash:tick";
export const CRASH_CASHOUT_EVENT = "crash:cashout";
export const CRASH_CASHOUTS_EVENT = "crash:cashouts";
export const CRASH_CRASHED_EVENT = "crash:crashed";

/** A round's phase changed (also sent to each socket as it connects). */
export interface CrashRoundEvent {
  roundId: number;
  gameNumber: number;
  phase: "betting" | "running" | "crashed";
  bettingEndsAt: number;
  /** When the multiplier started climbing (null while betting). */
  startedAt: number | null;
  /** The server's clock as it sent this (a client estimates its offset from it). */
  serverTime: number;
  /** The published curve's rate: multiplier(t) = floor(100 × e^(rate × t ms)). */
  growthRate: number;
}
/**
 * The live multiplier, about every `CRASH_TICK_MS` (1 s): the page draws the climb itself from the
 * round's start and growth rate, and the tick keeps its clock straight. It carries the cash-outs since
 * the last tick when there were any (as `crash:cashouts` carries them: one push a tick to every socket,
 * not two).
 */
export interface CrashTickEvent {
  roundId: number;
  multiplier: number;
  elapsedMs: number;
  serverTime: number;
  cashouts?: CrashCashoutsEvent["cashouts"];
  /** How many cashed out since the last tick (`cashouts` holds the largest). */
  cashoutsTotal?: number;
}
/**
 * A bet was cashed out (by its player or automatically): who (nickname only), at what, for how much.
 * Pushed alone to the player's own sockets (`crash:cashout`: an automatic cash-out is known at once);
 * everyone else hears it with the next `crash:tick` (or `crash:cashouts` before a phase change).
 */
export interface CrashCashoutEvent {
  roundId: number;
  nickname: string | null;
  multiplier: number;
  payout: number;
  auto: boolean;
}
/**
 * The cash-outs of the last moment (about `CRASH_TICK_MS`), pushed together: one push per moment
 * rather than one per cash-out, so 5,000 players cashing out cost 5,000 frames a moment, not
 * 25,000,000. At most `CRASH_CASHOUTS_PER_PUSH` lines, the largest payouts; `total` counts them all.
 */
export interface CrashCashoutsEvent {
  roundId: number;
  cashouts: Omit<CrashCashoutEvent, "roundId">[];
  total: number;
}
export const CRASH_CASHOUTS_PER_PUSH = 20;
/** The round crashed: its point and its now revealed hash (verifiable against the terminating hash). */
export interface CrashCrashedEvent {
  roundId: number;
  gameNumber: number;
  point: number;
  hash: string;
  crashedAt: number;
}
export interface CrashEvents {
  "crash:round": (event: CrashRoundEvent) => void;
  "crash:tick": (event: CrashTickEvent) => void;
  "crash:cashout": (event: CrashCashoutEvent) => void;
  "crash:cashouts": (event: CrashCashoutsEvent) => void;
  "crash:crashed": (event: CrashCrashedEvent) => void;
}

/**
 * What the server pushes: on `/queue` the player's status, the same object `GET /api/queue/status`
 * answers; on `/crypto` and `/solana` the payment events; on `/crash` the shared round.
 */
export interface ServerToClientEvents extends PaymentEvents, CrashEvents {
  "queue:status": (status: QueueStatus) => void;
}

/** What a client may send: ask for its status now (after a reconnect or when the page shows again). */
export interface ClientToServerEvents {
  "queue:refresh": (payload: QueueRefreshPayload, ack?: (status: QueueStatus | null) => void) => void;
}

/** Incoming payloads are checked: anything else is ignored. */
export const queueRefreshPayload = z.strictObject({
  reason: z.enum(["reconnect", "visible", "manual"]).optional(),
});
export type QueueRefreshPayload = z.infer<typeof queueRefreshPayload>;

/** Between API instances (through the Redis adapter): the queue changed, push to your sockets. */
export interface InterServerEvents {
  "queue:changed": () => void;
}

export interface SocketData {
  userId: number;
  /** The last status sent to this socket (JSON), so an unchanged status is not sent again. */
  lastSent?: string;
}
