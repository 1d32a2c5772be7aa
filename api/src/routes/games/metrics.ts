import { timingSafeEqual } from "node:crypto";
import { METRIC_TYPES } from "@jadeverse/db/enums/metrics";
import { GAME_TYPES } from "@jadeverse/db/game-types";
import { betHistory } from "@jadeverse/db/metrics/history";
import { ROUND_COINS_MAX, ROUND_GEMS_MAX, RoundRefusedError } from "@jadeverse/db/metrics/limits";
import { recordRound } from "@jadeverse/db/metrics/rounds";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { errorText } from "../../lib/errors/texts.ts";
import { ApiError, conflict, forbidden, notFound, unauthorized } from "../../lib/errors.ts";
import {
  BET_HISTORY_DEFAULT_LIMIT,
  BET_HISTORY_MAX_LIMIT,
  GAME_SERVER_SECRET_HEADER,
} from "../../lib/metrics/constants.ts";
import { betHistoryResponse, betRecordedResponse } from "../../lib/openapi/responses/metrics.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

const date = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((v) => new Date(v));

const historyQuery = z
  .object({
    /** Must be the caller (docs/product/economy.md §7 names it); omitted, the caller's own history. */
    userId: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(BET_HISTORY_MAX_LIMIT).default(BET_HISTORY_DEFAULT_LIMIT),
    gameType: z.enum(GAME_TYPES).optional(),
    startDate: date.optional(),
    endDate: date.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: "startDate must not be after endDate",
    path: ["startDate"],
  });

/** One round's amount: a whole number within the per-round bound (`@jadeverse/db/metrics/limits`). */
const amount = (max: number, what: string) =>
  z
    .number()
    .int()
    .min(0)
    .max(max)
    .default(0)
    .describe(`${what} staked (bet) or won (win) in this round, 0 to ${max.toLocaleString("en-US")}`);
const reportBody = z.strictObject({
  userId: z.number().int().positive(),
  gameType: z.enum(GAME_TYPES),
  metricType: z.enum(METRIC_TYPES),
  coinsAmount: amount(ROUND_COINS_MAX, "Coins"),
  gemsAmount: amount(ROUND_GEMS_MAX, "Gems"),
  /** The game server's round id: a retried report is recorded once. */
  roundId: z.string().trim().min(1).max(128).optional(),
});

const REPORT_LIMIT = { name: "metric-report", limit: 6_000, windowSeconds: 60 } as const;

/** A game server's request: its shared secret, compared in constant time. */
function assertGameServer(c: Context<AppEnv>): void {
  const secret = c.get("deps").env.GAME_SERVER_SECRET;
  if (!secret) throw new ApiError(503, "GAME_SERVER_NOT_CONFIGURED");
  const given = Buffer.from(c.req.header(GAME_SERVER_SECRET_HEADER) ?? "");
  const expected = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw unauthorized("INVALID_GAME_SERVER_SECRET");
}

/**
 * Game rounds (docs/product/economy.md §7 `GET /v1/metric/user-bet-history`): game servers report each round
 * (`POST /api/v1/metric`, authenticated by `GAME_SERVER_SECRET`); players read their own history.
 * Amounts are bounded per round and every aggregate stays exact (`@jadeverse/db/metrics/limits`).
 */
export const metricRoutes = new Hono<AppEnv>()
  .get(
    "/user-bet-history",
    doc("metrics", "The player's game rounds, newest first", {
      auth: "session",
      input: "query",
      response: betHistoryResponse,
      errors: { 403: ["FORBIDDEN"] },
    }),
    requireUser,
    validate("query", historyQuery),
    async (c) => {
      const query = c.req.valid("query");
      const userId = c.get("session").userId;
      if (query.userId !== undefined && query.userId !== userId)
        throw forbidden("FORBIDDEN", errorText("ownGameHistoryOnly"));
      const rows = await betHistory(c.get("deps").db.orm, { ...query, userId });
      c.header("Cache-Control", "private, no-cache");
      return c.json(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  )
  .post(
    "/",
    doc("metrics", "Record a game round (game servers only)", {
      input: "json",
      success: 201,
      limited: true,
      response: betRecordedResponse,
      errors: {
        401: ["INVALID_GAME_SERVER_SECRET"],
        404: ["USER_NOT_FOUND_ERROR"],
        409: ["METRIC_TOTAL_OVERFLOW"],
        503: ["GAME_SERVER_NOT_CONFIGURED"],
      },
    }),
    rateLimit(REPORT_LIMIT),
    async (c, next) => {
      assertGameServer(c);
      await next();
    },
    validate("json", reportBody),
    async (c) => {
      const body = c.req.valid("json");
      const outcome = await c
        .get("deps")
        .db.write((tx) => recordRound(tx, { ...body, externalId: body.roundId }))
        .catch((error: unknown) => {
          // Every aggregate stays exact: a round that would pass 2^53 − 1 is refused, not stored.
          if (error instanceof RoundRefusedError && error.refusal === "total-overflow")
            throw conflict("METRIC_TOTAL_OVERFLOW");
          throw error;
        });
      if (outcome.status === "unknown-player") throw notFound("USER_NOT_FOUND_ERROR");
      const recorded = outcome.status === "recorded" ? outcome.round : undefined;
      return c.json(
        { success: true as const, recorded: recorded !== undefined, id: recorded?.id ?? null },
        201,
      );
    },
  );
