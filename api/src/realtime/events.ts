import { z } from "zod";
import type { QueueStatus } from "../lib/queue/status.ts";

export type { QueueStatus } from "../lib/queue/status.ts";

/** The socket.io namespace of the play queue and its events (shared with the front ends by type). */
export const QUEUE_NAMESPACE = "/queue";
/** Where socket.io listens on the API's HTTP server (socket.io-client's default `path`). */
export const SOCKET_PATH = "/socket.io/";
export const QUEUE_STATUS_EVENT = "queue:status";
export const QUEUE_REFRESH_EVENT = "queue:refresh";

/** The payment namespaces (spec 001 §7): EVM and Solana purchases' outcomes reach the buyer here. */
export const CRYPTO_NAMESPACE = "/crypto";
export const SOLANA_NAMESPACE = "/solana";
export const PAYMENT_SUCCESS_EVENT = "payment:success";
export const PAYMENT_FAILED_EVENT = "payment:failed";

/** Spec 001 §3 "Payment events": success carries transferId and gemsAmount; failure transferId and reason. */
export interface PaymentEvents {
  "payment:success": (event: { transferId: string; gemsAmount: number }) => void;
  "payment:failed": (event: { transferId: string; reason: string }) => void;
}

/**
 * What the server pushes: on `/queue` the player's status, the same object `GET /api/queue/status`
 * answers; on `/crypto` and `/solana` the payment events.
 */
export interface ServerToClientEvents extends PaymentEvents {
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
