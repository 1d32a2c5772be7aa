import { isUniqueViolation } from "@jadeverse/db/errors";
import { crashNickname, openCrashBets } from "@jadeverse/db/games/crash-bets";
import {
  type CrashRound,
  endCrashRound,
  latestCrashRound,
  liveCrashRound,
  openCrashRound,
  startCrashRound,
} from "@jadeverse/db/games/crash-rounds";
import type { Deps } from "../../../context.ts";
import type { CrashRoundEvent } from "../../../realtime/events.ts";
import { publicValue, serializeError } from "../../logger.ts";
import { observeAutoCashouts } from "../../observability/crash.ts";
import { crashPoint } from "../crash.ts";
import { crashBroadcaster } from "./broadcast.ts";
import { type CrashConfig, crashConfig } from "./config.ts";
import { msToReach, multiplierAt } from "./curve.ts";
import { crashNow } from "./service.ts";
import { settleCrashLoss, settleCrashWin } from "./settle.ts";

/** How long the driver waits when the chain is used up (it only logs, every minute). */
const EXHAUSTED_RETRY_MS = 60_000;

export const roundEvent = (round: CrashRound, config: CrashConfig, now: Date): CrashRoundEvent => ({
  roundId: round.id,
  gameNumber: round.gameNumber,
  phase: round.phase,
  bettingEndsAt: round.bettingEndsAt.getTime(),
  startedAt: round.startedAt?.getTime() ?? null,
  serverTime: now.getTime(),
  growthRate: config.growthRate,
});

/**
 * Bets settled per write transaction. The embedded database answers on the event loop, so one
 * transaction settling 5,000 bets would hold every socket and request for seconds (bench/crash.ts);
 * between two chunks the loop serves them.
 */
export const SETTLE_CHUNK = 100;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many chunks of automatic cash-outs one tick settles at most: the ticks keep coming meanwhile. */
const AUTO_CHUNKS_PER_TICK = 2;

/**
 * Settles the round's automatic cash-outs whose target the curve has reached by `elapsed` ms (`all`:
 * every target at most the point, at or after the crash), at most `maxChunks` chunks of them.
 */
async function settleDueAutos(
  deps: Deps,
  config: CrashConfig,
  round: CrashRound,
  elapsed: number,
  all: boolean,
  maxChunks = Number.POSITIVE_INFINITY,
) {
  const open = await openCrashBets(deps.db.orm, round.id);
  const due = open.filter(
    (bet) =>
      // Stryker disable next-line ConditionalExpression: every bet is placed with an automatic cash-out (effectiveAutoCashout in limits.ts), so none is null here
      bet.autoCashout !== null &&
      bet.autoCashout <= round.point &&
      (all || msToReach(bet.autoCashout, config.growthRate) <= elapsed),
  );
  const now = crashNow(deps);
  for (let from = 0; from < Math.min(due.length, maxChunks * SETTLE_CHUNK); from += SETTLE_CHUNK) {
    const won = await deps.db.write(async (tx) => {
      const settled = [];
      for (const bet of due.slice(from, from + SETTLE_CHUNK)) {
        const result = await settleCrashWin(tx, round, bet, bet.autoCashout!, null, now);
        if (result) settled.push(result.bet);
      }
      return settled;
    });
    observeAutoCashouts(round.startedAt, won, config.growthRate);
    for (const bet of won)
      crashBroadcaster(deps).cashout(
        {
          roundId: round.id,
          nickname: await crashNickname(deps.db.orm, bet.userId),
          multiplier: bet.cashedOutAt ?? 0,
          payout: bet.payout,
          auto: true,
        },
        bet.userId,
      );
    await yieldToLoop();
  }
}

/** A crashed round's open bets: automatic cash-outs at most the point paid, then the rest lost. */
async function settleCrashed(deps: Deps, config: CrashConfig, round: CrashRound, crashedAt: Date) {
  await settleDueAutos(deps, config, round, 0, true);
  await settleLosses(deps, round.id, crashedAt);
}

/**
 * Loses every bet of a crashed round still open, a chunk per transaction (compare-and-set: a bet
 * settled meanwhile is left alone). Run right after the crash is announced, and again by the next
 * step should a driver have stopped half-way (a restart, a lease taken over).
 */
async function settleLosses(deps: Deps, roundId: number, crashedAt: Date): Promise<void> {
  for (;;) {
    const open = await openCrashBets(deps.db.orm, roundId, SETTLE_CHUNK);
    if (open.length === 0) return;
    await deps.db.write(async (tx) => {
      for (const bet of open) await settleCrashLoss(tx, bet, crashedAt);
    });
    await yieldToLoop();
  }
}

/**
 * One step of the round loop; answers how long to wait before the next. All state is in the
 * database, so a driver that takes over (another instance, after a restart) continues the round
 * where it stands:
 *
 * - no live round: after the cooldown, open the next game of the chain for `bettingMs`;
 * - betting, window over: start it now; its crash instant is when the published curve reaches the
 *   point (at once for 1.00×);
 * - running: settle due automatic cash-outs (a bounded number a tick), push `crash:tick`; at the
 *   crash instant mark it crashed (from then on no cash-out by hand is accepted) and push
 *   `crash:crashed` with the revealed hash at once; then pay the automatic cash-outs at most the
 *   point still open (a late driver still pays them) and lose every other open bet, in chunks (a
 *   loss moves no coins: the stake was taken with the bet). What a stopped driver left open on the
 *   last crashed round is settled the same way before the next round opens.
 */
export async function crashStep(deps: Deps, config: CrashConfig): Promise<number> {
  const db = deps.db;
  const broadcast = crashBroadcaster(deps);
  let now = crashNow(deps);
  const live = await liveCrashRound(db.orm);
  if (!live) {
    const latest = await latestCrashRound(db.orm);
    if (latest?.crashedAt) await settleCrashed(deps, config, latest, latest.crashedAt);
    if (latest?.crashedAt) {
      const wait = latest.crashedAt.getTime() + config.cooldownMs - now.getTime();
      if (wait > 0) return wait;
    }
    const gameNumber = (latest?.gameNumber ?? 0) + 1;
    if (gameNumber > config.chain.length) {
      deps.logger.error("crash: the hash chain is used up; configure a new chain", {
        length: config.chain.length,
      });
      return EXHAUSTED_RETRY_MS;
    }
    const hash = config.chain.gameHash(gameNumber);
    try {
      const round = await db.write((tx) =>
        openCrashRound(tx, {
          gameNumber,
          hash,
          point: crashPoint(hash, config.salt),
          bettingEndsAt: new Date(now.getTime() + config.bettingMs),
        }),
      );
      broadcast.round(roundEvent(round, config, now));
      return config.bettingMs;
    } catch (error) {
      if (isUniqueViolation(error, "crash_rounds", ["game_number"])) return 0; // another driver opened it
      throw error;
    }
  }
  if (live.phase === "betting") {
    const wait = live.bettingEndsAt.getTime() - now.getTime();
    if (wait > 0) return wait;
    const crashAt = new Date(now.getTime() + msToReach(live.point, config.growthRate));
    const started = await db.write((tx) => startCrashRound(tx, live.id, now, crashAt));
    if (started) broadcast.round(roundEvent(started, config, now));
    return 0;
  }
  const startedAt = live.startedAt!.getTime();
  const crashAt = live.crashAt!.getTime();
  if (now.getTime() < crashAt) {
    const elapsed = now.getTime() - startedAt;
    await settleDueAutos(deps, config, live, elapsed, false, AUTO_CHUNKS_PER_TICK);
    now = crashNow(deps);
    broadcast.tick({
      roundId: live.id,
      multiplier: Math.min(multiplierAt(now.getTime() - startedAt, config.growthRate), live.point - 1),
      elapsedMs: now.getTime() - startedAt,
      serverTime: now.getTime(),
    });
    return Math.max(0, Math.min(config.tickMs, crashAt - now.getTime()));
  }
  // The crash: announced at once; then automatic cash-outs up to the point win, everything else open loses.
  const crashedAt = now;
  const crashed = await db.write((tx) => endCrashRound(tx, live.id, crashedAt));
  if (crashed) {
    broadcast.round(roundEvent(crashed, config, crashedAt));
    broadcast.crashed({
      roundId: crashed.id,
      gameNumber: crashed.gameNumber,
      point: crashed.point,
      hash: crashed.hash,
      crashedAt: crashedAt.getTime(),
    });
    await settleCrashed(deps, config, crashed, crashedAt);
  }
  return config.cooldownMs;
}

/** Waits `ms` or until `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: done removes the listener itself, so `once` changes nothing
    signal.addEventListener("abort", done, { once: true });
  });

/**
 * Drives crash rounds until `signal` aborts: the `crash-rounds` job (api/src/jobs.ts) runs it
 * under a lease, so with several API instances exactly one drives the rounds and the others relay
 * its events through the Redis adapter (and answer bets and cash-outs from the database). Without
 * `CRASH_CHAIN_SEED` it returns at once. A failing step is logged and retried after a tick.
 */
export async function runCrashRounds(deps: Deps, signal: AbortSignal): Promise<void> {
  const config = crashConfig(deps.env);
  if (!config) return;
  // Both are published (GET /api/games/crash): logged as they are, for the operator to announce.
  deps.logger.info("crash: driving rounds", {
    terminatingHash: publicValue(config.chain.terminatingHash),
    salt: publicValue(config.salt),
    chainLength: config.chain.length,
  });
  while (!signal.aborted) {
    let wait: number;
    try {
      wait = await crashStep(deps, config);
    } catch (error) {
      deps.logger.error("crash: round step failed", { error: serializeError(error) });
      wait = config.tickMs;
    }
    await pause(wait, signal);
  }
}
