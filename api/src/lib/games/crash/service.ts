import { type CrashBet, crashRoundPlayers, findCrashBet } from "@jadeverse/db/games/crash-bets";
import { type CrashRound, crashedRounds, liveCrashRound } from "@jadeverse/db/games/crash-rounds";
import { findUserById } from "@jadeverse/db/users/find";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Deps } from "../../../context.ts";
import { errorText } from "../../errors/texts.ts";
import { ApiError, ERROR_CODES, type ErrorCode } from "../../errors.ts";
import { CRASH_RTP } from "../crash.ts";
import { outOfLimits, withGameErrors } from "../service/errors.ts";
import { queueBet } from "./bet-queue.ts";
import { crashBroadcaster } from "./broadcast.ts";
import { queueCashout } from "./cashout-queue.ts";
import { type CrashConfig, crashConfig, crashNow } from "./config.ts";
import { multiplierAt } from "./curve.ts";
import { CRASH_LIMITS } from "./limits.ts";
import type { RelayAnswer, RelayedCashout } from "./relay.ts";
import type {
  CrashBetBody,
  CrashBetResponse,
  CrashCashoutBody,
  CrashMyBetResponse,
  CrashRoundView,
  CrashStateResponse,
} from "./schemas.ts";

function configured(deps: Deps): CrashConfig {
  const config = crashConfig(deps.env);
  if (!config) throw new ApiError(503, "CRASH_NOT_CONFIGURED");
  return config;
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** `GET /api/games/crash`: the published configuration and the round now (hash and point only once crashed). */
export async function crashState(deps: Deps): Promise<CrashStateResponse> {
  const config = crashConfig(deps.env);
  if (!config) return { configured: false };
  const now = crashNow(deps);
  const round = await liveCrashRound(deps.db.orm);
  let view: CrashRoundView | null = null;
  if (round) {
    const players = await crashRoundPlayers(deps.db.orm, round.id);
    view = {
      roundId: round.id,
      gameNumber: round.gameNumber,
      phase: round.phase,
      bettingEndsAt: round.bettingEndsAt.getTime(),
      startedAt: ms(round.startedAt),
      crashedAt: null,
      point: null,
      hash: null,
      multiplier:
        round.phase === "running" && round.startedAt
          ? multiplierAt(now.getTime() - round.startedAt.getTime(), config.growthRate)
          : null,
      players: players.map(({ userId: _, ...p }) => p),
    };
  }
  return {
    configured: true,
    salt: config.salt,
    terminatingHash: config.chain.terminatingHash,
    chainLength: config.chain.length,
    bettingMs: config.bettingMs,
    tickMs: config.tickMs,
    growthRate: config.growthRate,
    rtp: CRASH_RTP,
    limits: { ...CRASH_LIMITS },
    serverTime: now.getTime(),
    round: view,
  };
}

/** `GET /api/games/crash/history`: finished rounds, newest first, each with its revealed hash and point. */
export async function crashHistory(deps: Deps, limit: number) {
  const rounds = await crashedRounds(deps.db.orm, limit);
  return {
    rounds: rounds.map((r) => ({
      gameNumber: r.gameNumber,
      hash: r.hash,
      point: r.point,
      crashedAt: (r.crashedAt ?? r.createdAt).getTime(),
    })),
  };
}

const betAnswer = (
  bet: CrashBet,
  round: Pick<CrashRound, "gameNumber">,
  balance: number,
): CrashBetResponse => ({
  betId: bet.id,
  roundId: bet.roundId,
  gameNumber: round.gameNumber,
  stake: bet.stake,
  autoCashout: bet.autoCashout,
  status: bet.status,
  cashedOutAt: bet.cashedOutAt,
  payout: bet.payout,
  balance,
});

/**
 * `GET /api/games/crash/bet`: the player's bet on the round now (taking bets or running), so a page
 * opened or reloaded mid-round shows it and can still cash it out; null when they have none (or crash
 * is off).
 */
export async function currentCrashBet(deps: Deps, userId: number): Promise<CrashMyBetResponse> {
  if (!crashConfig(deps.env)) return { bet: null }; // crash off: nobody has a bet
  const round = await liveCrashRound(deps.db.orm);
  const bet = round ? await findCrashBet(deps.db.orm, round.id, userId) : undefined;
  if (!round || !bet) return { bet: null };
  return { bet: betAnswer(bet, round, (await findUserById(deps.db.orm, userId))?.coins ?? 0) };
}

/**
 * `POST /api/games/crash/bet`: a bet on the round taking bets. Bets arriving together are placed in
 * one write transaction, as a set (bet-queue.ts): the round must be betting by server time at the
 * request's arrival (else 409 `CRASH_BETTING_CLOSED`), one bet per player per round (409
 * `CRASH_BET_ALREADY_PLACED`, also when two race), the stake debited through the ledger (400
 * `INSUFFICIENT_BALANCE_ERROR`, nothing kept). A retry with the same `requestKey` answers the same bet.
 */
export function placeCrashBet(deps: Deps, userId: number, body: CrashBetBody): Promise<CrashBetResponse> {
  return withGameErrors(async () => {
    configured(deps);
    if (body.stake < CRASH_LIMITS.minBet || body.stake > CRASH_LIMITS.maxBet)
      throw outOfLimits(errorText("limitCrashBet", { min: CRASH_LIMITS.minBet, max: CRASH_LIMITS.maxBet }));
    const placed = await queueBet(deps, userId, body);
    return betAnswer(placed.bet, placed.round, placed.balance);
  });
}

/**
 * `POST /api/games/crash/cashout`: server time at the request's arrival decides (cashout-queue.ts).
 * While the round runs and before its crash instant, the bet is cashed out at the multiplier then (or
 * at its automatic target if the curve passed it already: the automatic cash-out happened first). At
 * or after the crash instant: 409 `CRASH_ALREADY_CRASHED`. Requests arriving together settle in one
 * set and are answered when it commits. Of racing cash-outs one settles (compare-and-set on the bet),
 * credited once; the others are 409 `CRASH_ALREADY_CASHED_OUT`, except a retry under the winning
 * request's key, which answers the same cash-out. With several instances the one driving the rounds
 * settles it (relay.ts), else this one.
 */
export function cashOutCrash(deps: Deps, userId: number, body: CrashCashoutBody): Promise<CrashBetResponse> {
  return withGameErrors(async () => {
    const config = configured(deps);
    const at = crashNow(deps);
    const relay = deps.crashRelay;
    if (relay && !relay.serving) {
      const relayed = await relay.forward({ userId, body, at: at.getTime() });
      if (relayed && "ok" in relayed) return relayed.ok;
      if (relayed) throw relayedError(relayed.error);
    }
    return settleCashout(deps, config, userId, body, at);
  });
}

/** Settles a cash-out in this instance's queue and pushes it to its player and the crowd if it paid. */
async function settleCashout(
  deps: Deps,
  config: CrashConfig,
  userId: number,
  body: CrashCashoutBody,
  at: Date,
): Promise<CrashBetResponse> {
  const settled = await queueCashout(deps, config, userId, body, at);
  if (settled.fresh) {
    crashBroadcaster(deps).cashout(
      {
        roundId: settled.round.id,
        nickname: settled.nickname,
        multiplier: settled.bet.cashedOutAt ?? 0,
        payout: settled.bet.payout,
        auto: false,
      },
      userId,
    );
  }
  return betAnswer(settled.bet, settled.round, settled.balance);
}

const relayedError = (error: { status: number; code: string; message: string; details?: unknown }) =>
  error.code in ERROR_CODES
    ? new ApiError(
        error.status as ContentfulStatusCode,
        error.code as ErrorCode,
        error.message,
        error.details,
      )
    : new ApiError(500, "INTERNAL_ERROR");

/**
 * Answers a cash-out another instance relayed (relay.ts), on the instance that drives the rounds: it
 * settles here at the instant it arrived there. A failure that is not a refusal (the database) answers
 * "settle it yourself", so the player's instance tries.
 */
export async function answerRelayedCashout(deps: Deps, request: RelayedCashout): Promise<RelayAnswer> {
  try {
    return { ok: await cashOutRelayed(deps, request) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) return { local: true };
    return {
      error: {
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    };
  }
}

const cashOutRelayed = (deps: Deps, request: RelayedCashout) =>
  withGameErrors(() =>
    settleCashout(deps, configured(deps), request.userId, request.body, new Date(request.at)),
  );
