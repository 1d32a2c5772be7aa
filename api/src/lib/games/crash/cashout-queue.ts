import type { Tx } from "@jadeverse/db/client";
import { type CrashBet, crashBetsOf } from "@jadeverse/db/games/crash-bets";
import { type CrashRound, findCrashRound } from "@jadeverse/db/games/crash-rounds";
import type { Deps } from "../../../context.ts";
import { type ApiError, conflict, notFound } from "../../errors.ts";
import { coinsNow } from "../service/ledger.ts";
import { type CrashConfig, crashNow } from "./config.ts";
import { msToReach, multiplierAt } from "./curve.ts";
import { groupCommit } from "./group-commit.ts";
import type { CrashCashoutBody } from "./schemas.ts";
import { type CrashWin, settleCrashWins } from "./settle.ts";

/** A cash-out as answered: the bet after it, its round, the player's coins; `fresh` when this request paid it. */
export interface CashoutAnswer {
  bet: CrashBet;
  round: CrashRound;
  balance: number;
  fresh: boolean;
  nickname: string | null;
}

interface Request {
  config: CrashConfig;
  userId: number;
  body: CrashCashoutBody;
  /** The server instant the request arrived: its multiplier is the curve's then. */
  at: Date;
}

type Outcome = { answer: CashoutAnswer } | { error: ApiError };
/** A request of the batch: its place and its key. */
type Asked = { i: number; key: string };

/** At most this many requests settle in one transaction; more wait for the next. */
export const CASHOUT_BATCH_MAX = 1_000;

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
 * Settles a batch of cash-out requests in the caller's transaction: per round, one read of the round
 * and one of the requesting players' bets, then one set of wins (settle.ts). Of two requests for one
 * bet the first claims it; a second under the same key answers the same cash-out, any other is 409
 * `CRASH_ALREADY_CASHED_OUT`. A bet something else settled first (the driver's automatic cash-out,
 * another instance) answers as it ended.
 */
async function settleBatch(
  tx: Tx,
  config: CrashConfig,
  batch: readonly Request[],
  now: Date,
): Promise<Outcome[]> {
  const outcomes: (Outcome | undefined)[] = batch.map(() => undefined);
  const roundIds = [...new Set(batch.map((r) => r.body.roundId))];
  for (const roundId of roundIds) {
    const mine = batch.flatMap((request, i) => (request.body.roundId === roundId ? [{ request, i }] : []));
    const round = await findCrashRound(tx, roundId);
    if (!round) {
      for (const { i } of mine) outcomes[i] = { error: notFound("CRASH_BET_NOT_FOUND") };
      continue;
    }
    const bets = await crashBetsOf(tx, round.id, [...new Set(mine.map((m) => m.request.userId))]);
    const byUser = new Map(bets.map((bet) => [bet.userId, bet]));
    /** Per bet claimed in this batch: the win, and its player's requests (the claiming one first). */
    const claimed = new Map<number, { win: CrashWin; nickname: string | null; requests: Asked[] }>();
    // A retry of a cash-out made before (the same key) answers it; only a fresh one is pushed.
    const answered = async (bet: CrashBet) => ({
      answer: { bet, round, balance: await coinsNow(tx, bet.userId), fresh: false, nickname: null },
    });
    for (const { request, i } of mine) {
      const bet = byUser.get(request.userId);
      const key = request.body.requestKey;
      if (!bet) outcomes[i] = { error: notFound("CRASH_BET_NOT_FOUND") };
      else if (claimed.has(bet.id)) claimed.get(bet.id)!.requests.push({ i, key });
      else if (bet.status === "won")
        outcomes[i] =
          bet.cashoutKey === key ? await answered(bet) : { error: conflict("CRASH_ALREADY_CASHED_OUT") };
      else {
        const multiplier = claim(config, round, bet, request.at);
        if (typeof multiplier !== "number") outcomes[i] = { error: multiplier };
        else
          claimed.set(bet.id, {
            win: { bet, multiplier, cashoutKey: key },
            nickname: bet.nickname,
            requests: [{ i, key }],
          });
      }
    }
    const settled = new Map(
      (
        await settleCrashWins(
          tx,
          round,
          [...claimed.values()].map((c) => c.win),
          now,
        )
      ).map((s) => [s.bet.id, s]),
    );
    for (const [betId, { nickname, requests }] of claimed) {
      // The batch's transaction read the bet open and holds the write lock: its compare-and-set wins.
      const won = settled.get(betId)!;
      const [first, ...rest] = requests;
      outcomes[first!.i] = { answer: { bet: won.bet, round, balance: won.balance, fresh: true, nickname } };
      // The same player's other requests of this batch: a retry (same key) answers the cash-out.
      for (const { i, key } of rest)
        outcomes[i] =
          key === won.bet.cashoutKey
            ? await answered(won.bet)
            : { error: conflict("CRASH_ALREADY_CASHED_OUT") };
    }
  }
  return outcomes as Outcome[];
}

const queues = new WeakMap<Deps, (request: Request) => Promise<CashoutAnswer>>();

/** Queues a cash-out request arriving now; it settles with its batch (group-commit.ts). */
export function queueCashout(
  deps: Deps,
  config: CrashConfig,
  userId: number,
  body: CrashCashoutBody,
): Promise<CashoutAnswer> {
  let queue = queues.get(deps);
  if (!queue) {
    queue = groupCommit<Request, CashoutAnswer>(deps.db, CASHOUT_BATCH_MAX, (tx, batch) =>
      settleBatch(tx, batch[0]!.config, batch, crashNow(deps)),
    );
    queues.set(deps, queue);
  }
  return queue({ config, userId, body, at: crashNow(deps) });
}
