import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context.ts";
import { doc } from "../../lib/openapi.ts";
import { idempotencyHeader } from "../../lib/store/schemas.ts";
import { validate } from "../../lib/validate.ts";
import {
  HISTORY_MAX_PAGE_SIZE,
  HISTORY_PAGE_SIZE,
  HISTORY_SEARCH_MAX_LENGTH,
  SPINS_PER_MINUTE,
} from "../../lib/wheel/constants.ts";
import { goldChestStatus, openGoldChest } from "../../lib/wheel/gold-chest.ts";
import { sectionTable, spinHistory, wheelConfig } from "../../lib/wheel/read.ts";
import {
  goldChestOpenResponse,
  goldChestStatusResponse,
  sectionTableResponse,
  wheelConfigResponse,
  wheelHistoryResponse,
  wheelSpinResponse,
} from "../../lib/wheel/responses.ts";
import { spinWheel } from "../../lib/wheel/spin.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const SPIN_LIMIT = perPlayerLimit("wheel-spin", SPINS_PER_MINUTE);

const historyQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
  sortBy: z.literal("createdAt").default("createdAt"),
  sortOrder: z.enum(["DESC", "ASC"]).default("DESC"),
  search: z.string().trim().max(HISTORY_SEARCH_MAX_LENGTH).optional(),
});

const tableQuery = z.strictObject({
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});

/**
 * The Wheel of Fortune (docs/product/economy.md §3): the public configuration, a provably fair spin paid through
 * the ledger, the player's history with every spin's fairness fields, and the recorded section
 * tables a verifier needs.
 */
export const wheelRoutes = new Hono<AppEnv>()
  .get(
    "/config",
    doc("wheel", "The wheel: cost per spin, 12 sections with their published weights, the table's hash", {
      response: wheelConfigResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await wheelConfig(c.get("deps").db));
    },
  )
  .get(
    "/section-table",
    doc("wheel", "A section table as recorded with the spins drawn from it (the current one without hash)", {
      input: "query",
      response: sectionTableResponse,
      errors: { 404: ["NOT_FOUND"] },
    }),
    validate("query", tableQuery),
    async (c) => c.json(await sectionTable(c.get("deps").db, c.req.valid("query").hash)),
  )
  .post(
    "/spin",
    doc(
      "wheel",
      "Spin the wheel: pays baseCost gems, draws the provably fair outcome, pays the prize; retry-safe with Idempotency-Key",
      {
        auth: "session",
        limited: true,
        response: wheelSpinResponse,
        errors: { 400: ["NOT_ENOUGH_GEMS_ERROR", "INSUFFICIENT_BALANCE_ERROR"], 404: ["NOT_FOUND"] },
      },
    ),
    requireUser,
    rateLimit(SPIN_LIMIT),
    validate("header", idempotencyHeader),
    async (c) => {
      const requestKey = c.req.valid("header")["idempotency-key"];
      return c.json({ data: await spinWheel(c.get("deps").db, c.get("session").userId, requestKey) });
    },
  )
  .get(
    "/history",
    doc("wheel", "The player's spins, newest first, each with its fairness fields", {
      auth: "session",
      input: "query",
      response: wheelHistoryResponse,
    }),
    requireUser,
    validate("query", historyQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await spinHistory(c.get("deps").db, c.get("session").userId, c.req.valid("query")));
    },
  )
  .get(
    "/gold-chest",
    doc("wheel", "The Gold pass's weekly chest: held or not, opened this week or not, the next one's time", {
      auth: "session",
      response: goldChestStatusResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await goldChestStatus(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/gold-chest",
    doc(
      "wheel",
      "Open this week's Gold chest: one free, provably fair spin of the wheel (Gold pass holders, once a week)",
      {
        auth: "session",
        limited: true,
        response: goldChestOpenResponse,
        errors: { 403: ["GOLD_PASS_REQUIRED"], 409: ["GOLD_CHEST_OPENED"], 404: ["NOT_FOUND"] },
      },
    ),
    requireUser,
    rateLimit(SPIN_LIMIT),
    async (c) => c.json({ data: await openGoldChest(c.get("deps"), c.get("session").userId) }),
  );
