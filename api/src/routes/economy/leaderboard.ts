import { GAME_TYPES } from "@jadeverse/db/game-types";
import { LEADERBOARD_SORT_FIELDS, LEADERBOARD_SORT_ORDERS } from "@jadeverse/db/leaderboard/board";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { readBoard } from "../../lib/leaderboard/board.ts";
import {
  LEADERBOARD_DEFAULT_LIMIT,
  LEADERBOARD_DEFAULT_ORDER,
  LEADERBOARD_DEFAULT_SORT,
  LEADERBOARD_MAX_LIMIT,
  LEADERBOARD_MAX_PAGE,
  LEADERBOARD_READS_PER_MINUTE,
} from "../../lib/leaderboard/constants.ts";
import { leaderboardResponse } from "../../lib/leaderboard/response.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const boardQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).default(LEADERBOARD_DEFAULT_LIMIT),
  sortBy: z.enum(LEADERBOARD_SORT_FIELDS).default(LEADERBOARD_DEFAULT_SORT),
  sortOrder: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(LEADERBOARD_SORT_ORDERS))
    .default(LEADERBOARD_DEFAULT_ORDER),
  gameType: z.enum(GAME_TYPES).optional(),
});

const READ_LIMIT = perPlayerLimit("leaderboard-read", LEADERBOARD_READS_PER_MINUTE);

/**
 * The global leaderboard (docs/product/economy.md §2, §3, §7 `GET /leaderboard`), fed by recorded rounds, and the
 * caller's Rank on it is `GET /xp/rank` (routes/users/index.ts), the header badge's and dashboard card's number.
 */
export const leaderboardRoutes = new Hono<AppEnv>().get(
  "/",
  doc("leaderboard", "A page of the leaderboard, with the caller's own entry and rank", {
    auth: "session",
    input: "query",
    limited: true,
    response: leaderboardResponse,
  }),
  requireUser,
  rateLimit(READ_LIMIT),
  validate("query", boardQuery),
  async (c) => {
    const query = c.req.valid("query");
    const board = await readBoard(c.get("deps"), c.get("session").userId, query);
    c.header("Cache-Control", "private, no-cache");
    return c.json(board);
  },
);
