import { isUniqueViolation } from "@jadeverse/db/errors";
import { anyOpenCrashBet, dueAutoCashouts, nextAutoTarget } from "@jadeverse/db/games/crash-bets";
import {
  type CrashRound,
  endCrashRound,
  latestCrashRound,
  openCrashRound,
  startCrashRound,
} from "@jadeverse/db/games/crash-rounds";
import type { Deps } from "../../../context.ts";
import type { CrashRoundEvent } from "../../../realtime/events.ts";
import { publicValue, serializeError } from "../../logger.ts";
import { crashPoint } from "../crash.ts";
import { crashBroadcaster } from "./broadcast.ts";
import { CRASH_LOSS_SET_MAX, queueAutoSet } from "./cashout-queue.ts";
import { type CrashConfig, crashConfig, crashNow } from "./config.ts";
import { msToReach, multiplierAt } from "./curve.ts";

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
 * Settles the round's open automatic cash-outs whose target the curve has reached (`reached`
 * hundredths; at the crash every target at most the point) and, with `loseRest` (the crash), loses
 * every other open bet (`CRASH_LOSS_SET_MAX` a set): one set, with one statement per table
 * (settle.ts), in the batch of this process's settlements it joins (cashout-queue.ts: the players' cash-outs waiting beside it settle in
 * the same transaction). A kill between its start and its commit leaves nothing of it; the next step
 * (this driver after a restart, or another instance taking the lease over) settles the same bets
 * again. Once it commits, each cash-out goes to its player's own sockets, and to the crowd with the
 * tick's others. Any batch of the queue pays the targets the curve has reached by then: with players
 * cashing out, the automatic ones are paid with their batches, and this set finds fewer. `due`: the
 * driver knows a target is reached (its last read of the next one), so no read asks first.
 */
async function settleSet(
  deps: Deps,
  round: CrashRound,
  reached: number,
  loseRest: boolean,
  due = false,
): Promise<void> {
  const target = Math.min(reached, round.point);
  // Most ticks have nothing due: a read answers that without queueing a write transaction.
  const pending =
    due ||
    (loseRest
      ? await anyOpenCrashBet(deps.db.orm, round.id)
      : (await dueAutoCashouts(deps.db.orm, round.id, target)).length > 0);
  if (!pending) return;
  // The queue pushes what it paid once the batch commits (and what other batches paid before it). A
  // crash loses CRASH_LOSS_SET_MAX bets a set, each in a batch of its own: the cash-outs queued meanwhile
  // go between them; a set that lost fewer left none open.
  let lost: number;
  do lost = (await queueAutoSet(deps, { roundId: round.id, target, loseRest })).lost;
  while (lost === CRASH_LOSS_SET_MAX);
}

/** A crashed round's open bets: automatic cash-outs at most the point paid, the rest lost, in sets. */
const settleCrashed = (deps: Deps, round: CrashRound) => settleSet(deps, round, round.point, true);

/**
 * The shortest wait between two settling sets of automatic cash-outs: a target reached sooner after
 * the last set waits this long, with the others due by then (docs/crash.md "Settling in sets").
 */
export const AUTO_SETTLE_GAP_MS = 20;

/** The lowest open automatic target above what this driver last settled, per round (undefined: none). */
const nextTargets = new WeakMap<Deps, { roundId: number; target: number | undefined }>();

/** When this driver last pushed `crash:tick`, per round: ticks keep `tickMs` apart however often it wakes. */
const lastTicks = new WeakMap<Deps, { roundId: number; at: number }>();

/** Lets the event loop write what was just pushed before a set's transaction holds it. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One step of the round loop; answers how long to wait before the next. All state is in the
 * database, so a driver that takes over (another instance, after a restart) continues the round
 * where it stands:
 *
 * - no live round: after the cooldown, open the next game of the chain for `bettingMs`;
 * - betting, window over: start it now; its crash instant is when the published curve reaches the
 *   point (at once for 1.00×);
 * - running: settle the automatic cash-outs the curve has reached, all in one set, push `crash:tick`
 *   every `tickMs`, and wake again at the next tick or the next automatic target, whichever is first;
 *   at the crash instant mark it crashed (from then on no cash-out by hand is accepted) and push
 *   `crash:crashed` with the revealed hash at once; then pay the automatic cash-outs at most the
 *   point still open (a late driver still pays them) and lose every other open bet, in sets of at
 *   most `CRASH_LOSS_SET_MAX` losses (a loss moves no coins: the stake was taken with the bet). What a stopped driver left open on the last
 *   crashed round is settled the same way before the next round opens.
 */
export async function crashStep(deps: Deps, config: CrashConfig): Promise<number> {
  const db = deps.db;
  const broadcast = crashBroadcaster(deps);
  let now = crashNow(deps);
  // One read: only the latest round can be live (a round opens after the one before crashed). Two
  // reads (live, then latest) let another driver open a round between them, and this one open a
  // second round after it.
  const latest = await latestCrashRound(db.orm);
  const live = latest && !latest.crashedAt ? latest : undefined;
  if (!live) {
    if (latest?.crashedAt) {
      await settleCrashed(deps, latest);
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
      const round = await db.write(async (tx) =>
        // Another driver opened a round since this one read (it holds the write lock now): not twice.
        (await latestCrashRound(tx))?.id !== latest?.id
          ? undefined
          : openCrashRound(tx, {
              gameNumber,
              hash,
              point: crashPoint(hash, config.salt),
              bettingEndsAt: new Date(now.getTime() + config.bettingMs),
            }),
      );
      if (!round) return 0;
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
    const reached = multiplierAt(now.getTime() - startedAt, config.growthRate);
    // The lowest open target as last read is a lower bound (no bet joins a running round, a manual
    // cash-out only removes one): below it nothing is due, and the step reads neither.
    const known = nextTargets.get(deps);
    const mine = known?.roundId === live.id;
    const fresh = !mine || (known.target ?? Number.POSITIVE_INFINITY) <= reached;
    if (fresh) {
      await settleSet(deps, live, reached, false, mine);
      // Above what this step settled: a target the curve passed meanwhile is due at the next wake.
      nextTargets.set(deps, {
        roundId: live.id,
        target: await nextAutoTarget(db.orm, live.id, Math.min(reached, live.point), live.point),
      });
    }
    const next = nextTargets.get(deps)?.target;
    now = crashNow(deps);
    const at = now.getTime();
    let tickIn = lastTicks.get(deps)?.roundId === live.id ? lastTicks.get(deps)!.at + config.tickMs - at : 0;
    if (tickIn <= 0) {
      broadcast.tick({
        roundId: live.id,
        multiplier: Math.min(multiplierAt(at - startedAt, config.growthRate), live.point - 1),
        elapsedMs: at - startedAt,
        serverTime: at,
      });
      lastTicks.set(deps, { roundId: live.id, at });
      tickIn = config.tickMs;
    }
    // Wake for the next automatic target too (no sooner than AUTO_SETTLE_GAP_MS: a crowd's targets
    // then settle in sets), so a cash-out's credit waits for no tick.
    const autoIn =
      next === undefined
        ? Number.POSITIVE_INFINITY
        : Math.max(AUTO_SETTLE_GAP_MS, startedAt + msToReach(next, config.growthRate) - at);
    return Math.max(0, Math.min(tickIn, autoIn, crashAt - at));
  }
  // The crash: announced at once; then automatic cash-outs up to the point win, everything else open loses.
  const crashedAt = now;
  const crashed = await db.write((tx) => endCrashRound(tx, live.id, crashedAt));
  if (crashed) {
    // The crash first: every socket hears it before the phase change and the last cash-outs.
    broadcast.crashed({
      roundId: crashed.id,
      gameNumber: crashed.gameNumber,
      point: crashed.point,
      hash: crashed.hash,
      crashedAt: crashedAt.getTime(),
    });
    broadcast.round(roundEvent(crashed, config, crashedAt));
    await yieldToLoop();
    await settleCrashed(deps, crashed);
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
