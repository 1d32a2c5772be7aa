import type { Tx } from "@jadeverse/db/client";
import {
  type CrashBet,
  crashBetsToSettle,
  crashBetsToSettlePlayers,
  type NamedCrashBet,
} from "@jadeverse/db/games/crash-bets";
import { type CrashRound, findCrashRound } from "@jadeverse/db/games/crash-rounds";
import { readSettledSetBefore } from "@jadeverse/db/metrics/settled-set";
import { afterCommit } from "@jadeverse/db/observe";
import type { Deps } from "../../../context.ts";
import { type ApiError, conflict, notFound } from "../../errors.ts";
import { observeAutoCashouts } from "../../observability/crash.ts";
import { coinsNow } from "../service/ledger.ts";
import { crashBroadcaster } from "./broadcast.ts";
import { type CrashConfig, crashConfig, crashNow } from "./config.ts";
import { msToReach, multiplierAt } from "./curve.ts";
import { groupCommit } from "./group-commit.ts";
import type { CrashCashoutBody } from "./schemas.ts";
import { type CrashWin, settleCrashLosses, settleCrashWins } from "./settle.ts";

/** A cash-out as answered: the bet after it, its round, the player's coins; `fresh` when this request paid it. */
export interface CashoutAnswer {
  bet: CrashBet;
  round: CrashRound;
  balance: number;
  fresh: boolean;
  nickname: string | null;
}

/** A player's `POST /api/games/crash/cashout`. */
interface Manual {
  kind: "manual";
  config: CrashConfig;
  userId: number;
  body: CrashCashoutBody;
  /** The server instant the request arrived: its multiplier is the curve's then. */
  at: Date;
}

/**
 * The round driver's part of a batch: the round's open automatic cash-outs whose target is at most
 * `target` (hundredths, capped at the point), and with `loseRest` (the crash) up to
 * `CRASH_LOSS_SET_MAX` of the other open bets lost.
 */
export interface AutoSet {
  roundId: number;
  target: number;
  loseRest: boolean;
}

type Request = Manual | ({ kind: "auto" } & AutoSet);
/**
 * What the driver's set settled: the bets its automatic cash-outs won, with their players' nicknames,
 * and how many bets it lost.
 */
export interface AutoSettled {
  won: NamedCrashBet[];
  lost: number;
}
type Answer = CashoutAnswer | AutoSettled;
type Outcome = { answer: Answer } | { error: ApiError };
/** A request of the batch: its place and its key. */
type Asked = { i: number; key: string };
/** A bet claimed in a batch: the win, its player's requests (the claiming one first; none if automatic). */
type Claim = { win: CrashWin; nickname: string | null; requests: Asked[] };

/** At most this many requests settle in one transaction; more wait for the next. */
export const CASHOUT_BATCH_MAX = 1_000;

/**
 * At most this many bets are lost in one transaction: a crowd's crash loses its bets over a few
 * batches, so the cash-outs that arrived just before the crash are answered after one of them, not
 * after all (docs/crash.md "Settling in sets").
 */
export const CRASH_LOSS_SET_MAX = 500;

/**
 * What one request asks of its bet, by the rules of `POST /api/games/crash/cashout` (docs/crash.md):
 * server time at its arrival decides. While the round runs and before its crash instant, the bet is
 * cashed out at the multiplier then (or at its automatic target if the curve passed it already: the
 * automatic cash-out happened first); at or after the crash instant it is too late.
 */
function claim(config: CrashConfig, round: CrashRound, bet: CrashBet, at: Date): number | ApiError {
  // A bet is lost only at its round's crash, so the phase answers for a lost bet too.
  if (round.phase === "crashed") return conflict("CRASH_ALREADY_CRASHED");
  if (round.phase !== "running") return conflict("CRASH_ROUND_NOT_RUNNING");
  // A running round has its start and crash instants (startCrashRound sets both).
  const elapsed = at.getTime() - round.startedAt!.getTime();
  const auto = bet.autoCashout;
  if (auto !== null && auto <= round.point && msToReach(auto, config.growthRate) <= elapsed) return auto;
  if (at >= round.crashAt!) return conflict("CRASH_ALREADY_CRASHED");
  return Math.min(multiplierAt(elapsed, config.growthRate), round.point);
}

/**
 * The players' requests of one round in a batch (`bets`: theirs, as read): each bet claimed by its
 * player's first request; a retry under the same key of a cash-out made before answers it, any other
 * request is 409 `CRASH_ALREADY_CASHED_OUT`. A bet something else settled first (an earlier set,
 * another instance) answers as it ended.
 */
async function claimRequests(
  tx: Tx,
  round: CrashRound,
  mine: readonly { request: Manual; i: number }[],
  bets: readonly NamedCrashBet[],
  claimed: Map<number, Claim>,
  outcomes: (Outcome | undefined)[],
): Promise<void> {
  const byUser = new Map(bets.map((bet) => [bet.userId, bet]));
  for (const { request, i } of mine) {
    const bet = byUser.get(request.userId);
    const key = request.body.requestKey;
    if (!bet) outcomes[i] = { error: notFound("CRASH_BET_NOT_FOUND") };
    else if (claimed.has(bet.id)) claimed.get(bet.id)!.requests.push({ i, key });
    else if (bet.status === "won")
      outcomes[i] =
        bet.cashoutKey === key
          ? await answered(tx, round, bet)
          : { error: conflict("CRASH_ALREADY_CASHED_OUT") };
    else {
      const multiplier = claim(request.config, round, bet, request.at);
      if (typeof multiplier !== "number") outcomes[i] = { error: multiplier };
      else
        claimed.set(bet.id, {
          win: { bet, multiplier, cashoutKey: key },
          nickname: bet.nickname,
          requests: [{ i, key }],
        });
    }
  }
}

/**
 * The highest automatic target the curve has reached at `now`: while the round runs, its multiplier
 * then (the point from the crash instant on); once crashed, the point; while betting, none.
 */
function reachedAt(config: CrashConfig, round: CrashRound, now: Date): number {
  if (round.phase === "crashed") return round.point;
  if (round.phase !== "running") return 0;
  if (now >= round.crashAt!) return round.point;
  return Math.min(multiplierAt(now.getTime() - round.startedAt!.getTime(), config.growthRate), round.point);
}

/** The round a queue's batches read last (`readRound`). */
interface LastRound {
  round?: CrashRound;
}

/**
 * A batch's reads of one round: the round, the bets to settle (`crashBetsToSettle`: the requesting
 * players', and the open automatic cash-outs due by the target, the highest of what the curve has
 * reached by `now` and `setTarget`, at most the point), and what the statistics of their settlement
 * read before writing (`readSettledSetBefore`, for the same bets' players), so that the set's writes
 * need no read first (settle.ts). A round's start, crash instant and point are fixed once it runs, so
 * the round as the queue last read it nearly always gives the target before the round is read again:
 * the reads go together (one round trip on a server, where each is a round trip under the write lock),
 * and the round as read confirms the target; a target it moves (the round started since) is read
 * again. Undefined for a round that does not exist.
 */
async function readRound(
  tx: Tx,
  config: CrashConfig,
  roundId: number,
  players: number[],
  setTarget: number,
  now: Date,
  last: LastRound,
) {
  const targetOf = (round: CrashRound) =>
    Math.min(Math.max(reachedAt(config, round, now), setTarget), round.point);
  const readSet = (target: number) =>
    Promise.all([
      crashBetsToSettle(tx, roundId, players, target),
      readSettledSetBefore(tx, "crash", crashBetsToSettlePlayers(roundId, players, target)),
    ]);
  const guess = last.round?.id === roundId ? targetOf(last.round) : undefined;
  const [round, guessed] = await Promise.all([
    findCrashRound(tx, roundId),
    guess === undefined ? undefined : readSet(guess),
  ]);
  if (!round) return undefined;
  last.round = round;
  const target = targetOf(round);
  const [bets, before] = guessed && target === guess ? guessed : await readSet(target);
  return { round, ...bets, before };
}

/** A retry of a cash-out made before (the same key) answers it; only a fresh one is pushed. */
const answered = async (tx: Tx, round: CrashRound, bet: CrashBet): Promise<Outcome> => ({
  answer: { bet, round, balance: await coinsNow(tx, bet.userId), fresh: false, nickname: null },
});

/**
 * Settles a batch in the caller's transaction: per round, one read of the round and one of its bets
 * to settle (`readRound`: the requesting players' and every open automatic cash-out whose target the
 * curve has reached by now, or the driver's set asks for); then one set of wins (settle.ts), and at the crash
 * the losses. Every batch pays the automatic targets reached, so with cash-outs arriving the driver's
 * set finds them paid. A bet a request claims and whose automatic target is due is paid once, to the
 * request (at its target: `claim`). The automatic ones are pushed once the batch commits (`pushAuto`).
 */
async function settleBatch(
  tx: Tx,
  config: CrashConfig,
  batch: readonly Request[],
  now: Date,
  pushAuto: (round: CrashRound, won: NamedCrashBet[]) => void,
  last: LastRound,
): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = batch.map(() => undefined);
  const roundIds = [...new Set(batch.map((r) => (r.kind === "manual" ? r.body.roundId : r.roundId)))];
  for (const roundId of roundIds) {
    const mine = batch.flatMap((request, i) =>
      request.kind === "manual" && request.body.roundId === roundId ? [{ request, i }] : [],
    );
    const sets = batch.flatMap((request, i) =>
      request.kind === "auto" && request.roundId === roundId ? [{ request, i }] : [],
    );
    const players = [...new Set(mine.map((m) => m.request.userId))];
    const setTarget = Math.max(0, ...sets.map((s) => s.request.target));
    const read = await readRound(tx, config, roundId, players, setTarget, now, last);
    if (!read) {
      for (const { i } of mine) outcomes[i] = { error: notFound("CRASH_BET_NOT_FOUND") };
      for (const { i } of sets) outcomes[i] = { answer: { won: [], lost: 0 } };
      continue;
    }
    const { round, requested, due, before } = read;
    const claimed = new Map<number, Claim>();
    await claimRequests(tx, round, mine, requested, claimed, outcomes);
    for (const bet of due)
      if (!claimed.has(bet.id))
        claimed.set(bet.id, {
          win: { bet, multiplier: bet.autoCashout!, cashoutKey: null },
          nickname: bet.nickname,
          requests: [],
        });
    const wins = [...claimed.values()].map((c) => c.win);
    const settled = new Map((await settleCrashWins(tx, round, wins, now, before)).map((s) => [s.bet.id, s]));
    const lost = sets.some((s) => s.request.loseRest)
      ? await settleCrashLosses(tx, round.id, now, CRASH_LOSS_SET_MAX)
      : 0;
    const automatic: NamedCrashBet[] = [];
    for (const [betId, { nickname, requests }] of claimed) {
      // The batch's transaction read the bet open and holds the write lock: its compare-and-set wins.
      const won = settled.get(betId)!;
      const [first, ...rest] = requests;
      if (!first) {
        automatic.push({ ...won.bet, nickname });
        continue;
      }
      outcomes[first.i] = { answer: { bet: won.bet, round, balance: won.balance, fresh: true, nickname } };
      // The same player's other requests of this batch: a retry (same key) answers the cash-out.
      for (const { i, key } of rest)
        outcomes[i] =
          key === won.bet.cashoutKey
            ? await answered(tx, round, won.bet)
            : { error: conflict("CRASH_ALREADY_CASHED_OUT") };
    }
    if (automatic.length > 0) afterCommit(tx, () => pushAuto(round, automatic));
    for (const { i } of sets) outcomes[i] = { answer: { won: automatic, lost } };
  }
  return outcomes as Outcome[];
}

const queues = new WeakMap<Deps, (request: Request) => Promise<Answer>>();

/**
 * This process's one queue of crash settlements (group-commit.ts): the players' cash-outs and the
 * round driver's sets of automatic cash-outs wait together and settle together, one write transaction a
 * batch, so the driver's set never waits for a batch of cash-outs to commit first.
 */
function settlements(deps: Deps): (request: Request) => Promise<Answer> {
  let queue = queues.get(deps);
  if (!queue) {
    const config = crashConfig(deps.env);
    if (!config) throw new Error("crash: settlements queued with crash off");
    const pushAuto = (round: CrashRound, won: NamedCrashBet[]) => {
      observeAutoCashouts(round.startedAt, won, config.growthRate);
      const broadcast = crashBroadcaster(deps);
      for (const bet of won)
        broadcast.cashout(
          {
            roundId: round.id,
            nickname: bet.nickname,
            multiplier: bet.cashedOutAt ?? 0,
            payout: bet.payout,
            auto: true,
          },
          bet.userId,
        );
    };
    const last: LastRound = {};
    queue = groupCommit<Request, Answer>(deps.db, "settlements", CASHOUT_BATCH_MAX, (tx, batch) =>
      settleBatch(tx, config, batch, crashNow(deps), pushAuto, last),
    );
    queues.set(deps, queue);
  }
  return queue;
}

/** Queues a cash-out request that arrived `at` (now, unless relayed); it settles with its batch. */
export function queueCashout(
  deps: Deps,
  config: CrashConfig,
  userId: number,
  body: CrashCashoutBody,
  at: Date = crashNow(deps),
): Promise<CashoutAnswer> {
  const request: Manual = { kind: "manual", config, userId, body, at };
  return settlements(deps)(request) as Promise<CashoutAnswer>;
}

/**
 * Queues the round driver's set (driver.ts): it settles with the cash-outs waiting beside it, and
 * answers the bets its automatic cash-outs won (a bet a request claimed in the same batch is the
 * request's) and how many it lost.
 */
export function queueAutoSet(deps: Deps, set: AutoSet): Promise<AutoSettled> {
  return settlements(deps)({ kind: "auto", ...set }) as Promise<AutoSettled>;
}
