import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import {
  queueEndResponse,
  queueHeartbeatResponse,
  queueJoinResponse,
  queueStatusResponse,
  validateSessionResponse,
} from "../../lib/openapi/responses/queue.ts";
import { doc } from "../../lib/openapi.ts";
import { DEFAULT_QUEUE_GAME, LEFT_QUEUE_MESSAGE, QUEUE_GAMES } from "../../lib/queue/constants.ts";
import {
  endQueueSessionFor,
  hasActiveSession,
  heartbeatFor,
  joinQueue,
  queueStatusFor,
} from "../../lib/queue/service.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser, signedInPlayer } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const joinBody = z.strictObject({ gameType: z.enum(QUEUE_GAMES).default(DEFAULT_QUEUE_GAME) });

/**
 * Per player, with a roomier per-address limit (players behind one NAT). A heartbeat every few
 * seconds passes; a client hammering join/leave does not.
 */
const JOIN_LIMIT = perPlayerLimit("queue-join", 20);
const LEAVE_LIMIT = perPlayerLimit("queue-leave", 30);
const HEARTBEAT_LIMIT = perPlayerLimit("queue-heartbeat", 60);

/**
 * The play queue (docs/product/platform.md §4 "Play and queue", §7). Every change is a write transaction in the
 * database, so any number of API instances agree; changes are pushed on the `/queue` socket.
 */
export const queueRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/status",
    doc("queue", "The player's place in the queue and the queue's figures", {
      auth: "session",
      response: queueStatusResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await queueStatusFor(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/join",
    doc("queue", "Join the play queue (or take a free slot at once)", {
      auth: "session",
      success: 201,
      input: "json",
      limited: true,
      response: queueJoinResponse,
      errors: { 403: ["PLAY_NOT_ALLOWED"], 409: ["ALREADY_PLAYING"] },
    }),
    rateLimit(JOIN_LIMIT),
    validate("json", joinBody),
    async (c) => {
      const status = await joinQueue(c.get("deps"), await signedInPlayer(c), c.req.valid("json").gameType);
      return c.json(
        {
          success: true as const,
          data: status,
          canPlayImmediately: status.canPlayNow,
          queueId: status.queueId ?? 0,
          position: status.position ?? 0,
          currentPlayers: status.currentPlayers,
          maxPlayers: status.maxPlayers,
          estimatedWaitTime: status.estimatedWaitTime,
          queueLength: status.queueLength,
        },
        201,
      );
    },
  )
  .delete(
    "/leave",
    doc("queue", "Leave the queue (or give up the play slot)", {
      auth: "session",
      limited: true,
      response: queueEndResponse,
    }),
    rateLimit(LEAVE_LIMIT),
    async (c) => {
      const ended = await endQueueSessionFor(c.get("deps"), c.get("session").userId, "left");
      return c.json({ success: true as const, ended, message: LEFT_QUEUE_MESSAGE });
    },
  )
  .post(
    "/heartbeat",
    doc("queue", "Keep the player's queue session alive (send every 10 s while waiting or playing)", {
      auth: "session",
      limited: true,
      response: queueHeartbeatResponse,
      errors: { 404: ["NO_ACTIVE_SESSION"] },
    }),
    rateLimit(HEARTBEAT_LIMIT),
    async (c) =>
      c.json({ success: true as const, ...(await heartbeatFor(c.get("deps"), c.get("session").userId)) }),
  )
  .post(
    "/end-game-session",
    doc("queue", "End the player's game session (also sent with keepalive when the page unloads)", {
      auth: "session",
      limited: true,
      response: queueEndResponse,
    }),
    // The unload request carries no body or a tiny one (`fetch(…, { keepalive: true })`, a beacon):
    // it is not read, so any content type passes; the session cookie or bearer token authenticates it.
    rateLimit(LEAVE_LIMIT),
    async (c) => {
      const ended = await endQueueSessionFor(c.get("deps"), c.get("session").userId, "ended");
      return c.json({
        success: true as const,
        ended,
        message: ended ? "Game session ended" : "No game session",
      });
    },
  )
  .get(
    "/validate-session",
    doc("queue", "Whether the player holds a play slot (the /play launch guard)", {
      auth: "session",
      response: validateSessionResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const active = await hasActiveSession(c.get("deps"), c.get("session").userId);
      return c.json({ success: true as const, data: { hasActiveSession: active } });
    },
  );
