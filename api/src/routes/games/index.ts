import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import type { ErrorCode } from "../../lib/errors.ts";
import { gamesCatalog } from "../../lib/games/catalog.ts";
import { gamesCatalogResponse } from "../../lib/games/catalog-response.ts";
import { BLACKJACK_ACTIONS_PER_MINUTE, GAME_ROUNDS_PER_MINUTE } from "../../lib/games/limits.ts";
import {
  baccaratDealBody,
  blackjackActionBody,
  blackjackDealBody,
  historyQuery,
  rouletteSpinBody,
  slotsSpinBody,
} from "../../lib/games/requests.ts";
import {
  baccaratDealResponse,
  blackjackCurrentResponse,
  blackjackHandResponse,
  gameHistoryResponse,
  rouletteSpinResponse,
  slotsSpinResponse,
} from "../../lib/games/responses.ts";
import { dealBaccarat } from "../../lib/games/service/baccarat.ts";
import { actOnBlackjack } from "../../lib/games/service/blackjack-action.ts";
import { currentBlackjack, dealBlackjack } from "../../lib/games/service/blackjack-deal.ts";
import { gameHistory } from "../../lib/games/service/history.ts";
import { spinRoulette } from "../../lib/games/service/roulette.ts";
import { spinSlots } from "../../lib/games/service/slots.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";
import { crashRoutes } from "./crash.ts";

const ROUND_LIMIT = perPlayerLimit("game-round", GAME_ROUNDS_PER_MINUTE);
const ACTION_LIMIT = perPlayerLimit("blackjack-action", BLACKJACK_ACTIONS_PER_MINUTE);

/** What every bet can be refused with, beside the input's own validation. */
const BET_ERRORS = {
  400: ["GAME_INVALID_BET", "GAME_BET_OUT_OF_LIMITS", "INSUFFICIENT_BALANCE_ERROR"],
  409: ["IDEMPOTENCY_KEY_REUSED", "METRIC_TOTAL_OVERFLOW"],
} satisfies Record<number, ErrorCode[]>;

const betDoc = (summary: string, response: Parameters<typeof doc>[2]["response"]) =>
  doc("games", summary, { auth: "session", input: "json", limited: true, response, errors: BET_ERRORS });

/**
 * The instant games (issue 19): roulette, baccarat and slots settle in one request; blackjack keeps
 * an open hand between requests. Every round is provably fair on the player's seed pair (the wheel's),
 * paid in coins through the ledger, recorded on the statistics and boards, and retry-safe by its
 * `requestKey`. The rules and money are in lib/games (engines, limits, service/).
 */
export const gameRoutes = new Hono<AppEnv>()
  .route("/crash", crashRoutes)
  .get(
    "/",
    doc(
      "games",
      "The games: table limits, returns (RTP, house edge), the slot machine's reels and paytable",
      {
        response: gamesCatalogResponse,
      },
    ),
    (c) => {
      c.header("Cache-Control", "public, max-age=300");
      return c.json(gamesCatalog());
    },
  )
  .post(
    "/roulette/spin",
    betDoc("Spin European roulette with up to 100 bets; retry-safe by requestKey", rouletteSpinResponse),
    requireUser,
    rateLimit(ROUND_LIMIT),
    validate("json", rouletteSpinBody),
    async (c) => c.json(await spinRoulette(c.get("deps").db, c.get("session").userId, c.req.valid("json"))),
  )
  .post(
    "/baccarat/deal",
    betDoc(
      "Deal one coup of Punto Banco on player, banker and/or tie; retry-safe by requestKey",
      baccaratDealResponse,
    ),
    requireUser,
    rateLimit(ROUND_LIMIT),
    validate("json", baccaratDealBody),
    async (c) => c.json(await dealBaccarat(c.get("deps").db, c.get("session").userId, c.req.valid("json"))),
  )
  .post(
    "/slots/spin",
    betDoc("Spin the 5-reel, 10-line slot machine; retry-safe by requestKey", slotsSpinResponse),
    requireUser,
    rateLimit(ROUND_LIMIT),
    validate("json", slotsSpinBody),
    async (c) => c.json(await spinSlots(c.get("deps").db, c.get("session").userId, c.req.valid("json"))),
  )
  .post(
    "/blackjack/deal",
    doc("games", "Open a blackjack hand (one open hand per player); retry-safe by requestKey", {
      auth: "session",
      input: "json",
      limited: true,
      response: blackjackHandResponse,
      errors: { ...BET_ERRORS, 409: [...BET_ERRORS[409], "BLACKJACK_HAND_OPEN"] },
    }),
    requireUser,
    rateLimit(ROUND_LIMIT),
    validate("json", blackjackDealBody),
    async (c) => c.json(await dealBlackjack(c.get("deps").db, c.get("session").userId, c.req.valid("json"))),
  )
  .post(
    "/blackjack/action",
    doc("games", "Act on the open hand at its seq: hit, stand, double, split, insurance or noInsurance", {
      auth: "session",
      input: "json",
      limited: true,
      response: blackjackHandResponse,
      errors: {
        400: ["GAME_ACTION_NOT_ALLOWED", "INSUFFICIENT_BALANCE_ERROR"],
        404: ["GAME_ROUND_NOT_FOUND"],
        409: ["GAME_STATE_CHANGED", "IDEMPOTENCY_KEY_REUSED", "METRIC_TOTAL_OVERFLOW"],
      },
    }),
    requireUser,
    rateLimit(ACTION_LIMIT),
    validate("json", blackjackActionBody),
    async (c) => c.json(await actOnBlackjack(c.get("deps").db, c.get("session").userId, c.req.valid("json"))),
  )
  .get(
    "/blackjack/current",
    doc("games", "The player's open blackjack hand, or null", {
      auth: "session",
      response: blackjackCurrentResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await currentBlackjack(c.get("deps").db, c.get("session").userId));
    },
  )
  .get(
    "/history",
    doc("games", "The player's settled rounds, newest first, with what verifies each", {
      auth: "session",
      input: "query",
      response: gameHistoryResponse,
    }),
    requireUser,
    validate("query", historyQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await gameHistory(c.get("deps").db, c.get("session").userId, c.req.valid("query")));
    },
  );
