import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import type { ErrorCode } from "../../lib/errors.ts";
import { CRASH_WRITES_PER_MINUTE } from "../../lib/games/crash/limits.ts";
import {
  crashBetBody,
  crashBetResponse,
  crashCashoutBody,
  crashHistoryQuery,
  crashHistoryResponse,
  crashMyBetResponse,
  crashStateResponse,
} from "../../lib/games/crash/schemas.ts";
import {
  cashOutCrash,
  crashHistory,
  crashState,
  currentCrashBet,
  placeCrashBet,
} from "../../lib/games/crash/service.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

const WRITE_LIMIT = perPlayerLimit("crash-write", CRASH_WRITES_PER_MINUTE);

const BET_ERRORS = {
  400: ["GAME_INVALID_BET", "GAME_BET_OUT_OF_LIMITS", "INSUFFICIENT_BALANCE_ERROR"],
  409: ["CRASH_BETTING_CLOSED", "CRASH_BET_ALREADY_PLACED", "IDEMPOTENCY_KEY_REUSED"],
  503: ["CRASH_NOT_CONFIGURED"],
} satisfies Record<number, ErrorCode[]>;

const CASHOUT_ERRORS = {
  404: ["CRASH_BET_NOT_FOUND"],
  409: [
    "CRASH_ROUND_NOT_RUNNING",
    "CRASH_ALREADY_CRASHED",
    "CRASH_ALREADY_CASHED_OUT",
    "METRIC_TOTAL_OVERFLOW",
  ],
  503: ["CRASH_NOT_CONFIGURED"],
} satisfies Record<number, ErrorCode[]>;

/**
 * Crash (issue 19), mounted at `/api/games/crash`: shared rounds from the operator's hash chain,
 * driven by one instance (lib/games/crash/driver.ts), pushed over socket.io `/crash`. Bets only while
 * the round takes bets, cash-outs only before its crash instant by server time.
 */
export const crashRoutes = new Hono<AppEnv>()
  .get(
    "/",
    doc("games", "Crash: the published chain (salt, terminating hash), the curve, limits and the round now", {
      response: crashStateResponse,
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await crashState(c.get("deps")));
    },
  )
  .get(
    "/history",
    doc("games", "Finished crash rounds, newest first, each with its revealed hash and point", {
      input: "query",
      response: crashHistoryResponse,
    }),
    validate("query", crashHistoryQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await crashHistory(c.get("deps"), c.req.valid("query").limit));
    },
  )
  .get(
    "/bet",
    doc("games", "The player's bet on the round now (taking bets or running), or null", {
      auth: "session",
      response: crashMyBetResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await currentCrashBet(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/bet",
    doc("games", "Bet on the crash round taking bets (one bet per round); retry-safe by requestKey", {
      auth: "session",
      input: "json",
      limited: true,
      response: crashBetResponse,
      errors: BET_ERRORS,
    }),
    requireUser,
    rateLimit(WRITE_LIMIT),
    validate("json", crashBetBody),
    async (c) => c.json(await placeCrashBet(c.get("deps"), c.get("session").userId, c.req.valid("json"))),
  )
  .post(
    "/cashout",
    doc("games", "Cash out the running round's bet at the multiplier now (server time); retry-safe", {
      auth: "session",
      input: "json",
      limited: true,
      response: crashBetResponse,
      errors: CASHOUT_ERRORS,
    }),
    requireUser,
    rateLimit(WRITE_LIMIT),
    validate("json", crashCashoutBody),
    async (c) => c.json(await cashOutCrash(c.get("deps"), c.get("session").userId, c.req.valid("json"))),
  );
