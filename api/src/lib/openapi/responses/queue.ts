import { z } from "zod";

/** `GET /api/queue/status`, also pushed as the socket's `queue:status` (docs/product/platform.md §3). */
export const queueStatusResponse = z.strictObject({
  isInQueue: z.boolean(),
  queueId: z.number().int().positive().nullable(),
  position: z.number().int().min(0).nullable(),
  currentPlayers: z.number().int().min(0),
  maxPlayers: z.number().int().positive(),
  estimatedWaitTime: z.number().int().min(0).describe("seconds"),
  canPlayNow: z.boolean(),
  queueLength: z.number().int().min(0),
  priority: z
    .number()
    .int()
    .min(0)
    .describe("The season pass tier the player waits with (0: none); a higher tier waits ahead"),
});
export type QueueStatus = z.infer<typeof queueStatusResponse>;

/** `POST /api/queue/join` (docs/product/platform.md §3 "Queue join response"): the status, spread and under `data`. */
export const queueJoinResponse = z.strictObject({
  success: z.literal(true),
  data: queueStatusResponse,
  canPlayImmediately: z.boolean(),
  queueId: z.number().int().positive(),
  position: z.number().int().min(0),
  currentPlayers: z.number().int().min(0),
  maxPlayers: z.number().int().positive(),
  estimatedWaitTime: z.number().int().min(0),
  queueLength: z.number().int().min(0),
});
export type QueueJoin = z.infer<typeof queueJoinResponse>;

/** `POST /api/queue/heartbeat`: the session is alive; whether it holds a slot (the status has the rest). */
export const queueHeartbeatResponse = z.strictObject({
  success: z.literal(true),
  queueId: z.number().int().positive(),
  canPlayNow: z.boolean(),
});

/** Leave and end-game-session: whether a live session was ended by this call. */
export const queueEndResponse = z.strictObject({
  success: z.literal(true),
  ended: z.boolean(),
  message: z.string(),
});

/** `GET /api/queue/validate-session` (docs/product/platform.md §7: `data.success`, `data.data.hasActiveSession`). */
export const validateSessionResponse = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ hasActiveSession: z.boolean() }),
});
