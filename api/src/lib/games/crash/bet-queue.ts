import type { Tx } from "@jadeverse/db/client";
import {
  type CrashBet,
  crashBetsFromRows,
  crashBetsInLiveRound,
  findCrashBetsByRequestKeys,
  insertCrashBetsStatement,
} from "@jadeverse/db/games/crash-bets";
import { type CrashRound, findCrashRound, liveCrashRound } from "@jadeverse/db/games/crash-rounds";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import type { Deps } from "../../../context.ts";
import { conflict } from "../../errors.ts";
import { GAME_LEDGER_REASONS } from "../limits.ts";
import { coinsNow } from "../service/ledger.ts";
import { crashConfig, crashNow } from "./config.ts";
import { groupCommit, type Outcome } from "./group-commit.ts";
import { effectiveAutoCashout } from "./limits.ts";
import type { CrashBetBody } from "./schemas.ts";
import { crashKeys } from "./settle.ts";

/** A bet as answered: the bet, its round, the player's coins after it. */
export interface PlacedBet {
  bet: CrashBet;
  round: Pick<CrashRound, "gameNumber">;
  balance: number;
}

export interface Request {
  userId: number;
  body: CrashBetBody;
  /** The server instant the request arrived: the betting window is judged by it. */
  at: Date;
}

/** At most this many bets are placed in one transaction; more wait for the next. */
export const BET_BATCH_MAX = 1_000;

/**
 * Places a batch of bets in the caller's transaction (docs/crash.md "Settling in sets"), each by the
 * rules of `POST /api/games/crash/bet`: a retry under a request key answers the bet made under it (409
 * `IDEMPOTENCY_KEY_REUSED` for another stake or target); the round must be taking bets, and the request
 * must have arrived inside that round's window, `bettingMs` up to its close (409 `CRASH_BETTING_CLOSED`:
 * a request that waited through a whole round is not placed in the next one, whose window it never
 * saw); one bet per player per round (409
 * `CRASH_BET_ALREADY_PLACED`, also for a second request in the same batch under another key); the
 * stakes debited through the ledger in one set (400 `INSUFFICIENT_BALANCE_ERROR` for a player who
 * cannot cover theirs, the others placed). Reads, together: the request keys' bets, the live round,
 * its bets of these players; then one debit set whose ledger rows go with the insert of the bets (three
 * requests on a server, each a round trip under the write lock: docs/scale.md).
 */
export async function placeBatch(
  tx: Tx,
  batch: readonly Request[],
  bettingMs: number,
): Promise<Outcome<PlacedBet>[]> {
  const outcomes: (Outcome<PlacedBet> | undefined)[] = batch.map(() => undefined);
  const [earlier, round, placed] = await Promise.all([
    findCrashBetsByRequestKeys(
      tx,
      batch.map((r) => ({ userId: r.userId, requestKey: r.body.requestKey })),
    ),
    liveCrashRound(tx),
    crashBetsInLiveRound(tx, [...new Set(batch.map((r) => r.userId))]),
  ]);
  const byKey = new Map(earlier.map((bet) => [`${bet.userId} ${bet.requestKey}`, bet]));
  // The live round's betting window, when it is taking bets.
  const closes = round?.phase === "betting" ? round.bettingEndsAt.getTime() : null;
  const inWindow = (at: Date) =>
    closes !== null && at.getTime() >= closes - bettingMs && at.getTime() < closes;
  const hasBet = new Set(placed.map((bet) => bet.userId));
  const wanted = new Map<number, { i: number; request: Request; followers: number[] }>();
  const target = (body: CrashBetBody) => effectiveAutoCashout(body.stake, body.autoCashout);
  const same = (bet: Pick<CrashBet, "stake" | "autoCashout">, body: CrashBetBody) =>
    bet.stake === body.stake && bet.autoCashout === target(body);
  const replays: { i: number; bet: CrashBet }[] = [];
  for (const [i, request] of batch.entries()) {
    const { userId, body } = request;
    const before = byKey.get(`${userId} ${body.requestKey}`);
    const first = wanted.get(userId);
    if (before) {
      if (same(before, body)) replays.push({ i, bet: before });
      else outcomes[i] = { error: conflict("IDEMPOTENCY_KEY_REUSED") };
    } else if (first) {
      if (first.request.body.requestKey !== body.requestKey)
        outcomes[i] = { error: conflict("CRASH_BET_ALREADY_PLACED") };
      else if (!same({ stake: first.request.body.stake, autoCashout: target(first.request.body) }, body))
        outcomes[i] = { error: conflict("IDEMPOTENCY_KEY_REUSED") };
      else first.followers.push(i);
    } else if (!round || !inWindow(request.at)) outcomes[i] = { error: conflict("CRASH_BETTING_CLOSED") };
    else if (hasBet.has(userId)) outcomes[i] = { error: conflict("CRASH_BET_ALREADY_PLACED") };
    else wanted.set(userId, { i, request, followers: [] });
  }
  if (round && wanted.size > 0) {
    const requests = [...wanted.values()];
    const { outcomes: debits, rows } = await ledger.debitSetWith<Record<string, unknown>>(
      tx,
      "coins",
      GAME_LEDGER_REASONS.bet,
      requests.map(({ request }) => {
        const keys = crashKeys(round.id, request.userId);
        return {
          key: keys.bet,
          userId: request.userId,
          amount: request.body.stake,
          reference: keys.reference,
        };
      }),
      (taken) => {
        const covered = requests.filter((_, k) => "balance" in taken[k]!);
        if (covered.length === 0) return [];
        return [
          insertCrashBetsStatement(
            covered.map(({ request }) => ({
              roundId: round.id,
              userId: request.userId,
              stake: request.body.stake,
              autoCashout: target(request.body),
              requestKey: request.body.requestKey,
            })),
          ),
        ];
      },
    );
    const betOf = crashBetsFromRows(rows[0] ?? []);
    for (const [k, { i, request, followers }] of requests.entries()) {
      const debit = debits[k]!;
      const outcome: Outcome<PlacedBet> =
        "balance" in debit
          ? { answer: { bet: betOf.get(request.userId)!, round, balance: debit.balance } }
          : { error: new LedgerError(debit.refused, "coins") };
      for (const at of [i, ...followers]) outcomes[at] = outcome;
    }
  }
  for (const { i, bet } of replays) {
    const of = bet.roundId === round?.id ? round : await findCrashRound(tx, bet.roundId);
    outcomes[i] = { answer: { bet, round: of!, balance: await coinsNow(tx, bet.userId) } };
  }
  return outcomes as Outcome<PlacedBet>[];
}

const queues = new WeakMap<Deps, (request: Request) => Promise<PlacedBet>>();

/** Queues a bet arriving now; it is placed with its batch (group-commit.ts). */
export function queueBet(deps: Deps, userId: number, body: CrashBetBody): Promise<PlacedBet> {
  let queue = queues.get(deps);
  if (!queue) {
    const bettingMs = crashConfig(deps.env)?.bettingMs ?? 0;
    queue = groupCommit<Request, PlacedBet>(deps.db, "bets", BET_BATCH_MAX, (tx, batch) =>
      placeBatch(tx, batch, bettingMs),
    );
    queues.set(deps, queue);
  }
  return queue({ userId, body, at: crashNow(deps) });
}
