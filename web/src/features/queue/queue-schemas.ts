import { z } from "zod";

/** `GET /api/queue/status` and the socket's `queue:status` push (spec 000 §3 "Queue status"). */
export const queueStatusSchema = z.object({
  isInQueue: z.boolean(),
  queueId: z.union([z.string(), z.number()]).nullable().optional(),
  position: z.number().int().nullable().optional(),
  currentPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  estimatedWaitTime: z.number().nullable().optional(),
  canPlayNow: z.boolean(),
  queueLength: z.number().int(),
});
export type QueueStatus = z.infer<typeof queueStatusSchema>;

/** `POST /api/queue/join` (spec 000 §3 "Queue join response"). */
export const queueJoinSchema = z.object({
  success: z.boolean().optional(),
  canPlayImmediately: z.boolean(),
  queueId: z.union([z.string(), z.number()]).nullable().optional(),
  position: z.number().int().nullable().optional(),
});
export type QueueJoin = z.infer<typeof queueJoinSchema>;

/** `GET /api/queue/validate-session`: `data.success`, `data.data.hasActiveSession` (spec 000 §7). */
export const validateSessionSchema = z.object({
  success: z.boolean(),
  data: z.object({ hasActiveSession: z.boolean() }),
});

/** `GET /api/streaming-config`. */
export const streamingConfigSchema = z.object({
  streamingProvider: z.enum(["pixelstreaming", "cloudgaming"]).catch("pixelstreaming"),
  isActive: z.boolean(),
});
export type StreamingConfig = z.infer<typeof streamingConfigSchema>;

/** `GET /api/users/pixelstreaming-url`. */
export const pixelUrlSchema = z.object({ url: z.string().nullable() });
