// Crash at its edges (docs/crash.md "Settling in sets"): the crash's losses go in sets with cash-outs
// between them; a request names its round and is too late once it crashed; a set a bet of which was
// settled meanwhile fails whole; a manual and an automatic cash-out racing for one bet pay it once, on
// one instance and across two.
import { betMetrics, crashBets } from "@jadeverse/db/schema";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  api,
  bet,
  COINS,
  cashout,
  clock,
  coins,
  driver,
  inParallel,
  players,
  STAKE,
  second,
  seen,
  soundBooks,
  useCrashPair,
  winEntries,
} from "../../../../test/crash-settle-suite.ts";
import { GROWTH_RATE } from "../../../routes/games/crash.fixtures.ts";
import { key } from "../../../routes/games/fixtures.ts";
import { type CashoutAnswer, CRASH_LOSS_SET_MAX, queueCashout } from "./cashout-queue.ts";
import { msToReach } from "./curve.ts";
import { settleCrashWins } from "./settle.ts";

useCrashPair();

describe("crash settlement at the crash and in races", { timeout: 240_000 }, () => {
  it("loses a crash's open bets CRASH_LOSS_SET_MAX a set, a cash-out queued meanwhile settled between sets", async () => {
    const crowd = await players(CRASH_LOSS_SET_MAX + 100);
    const { roundId, point } = await driver.openWhere((p) => p > 150 && p < 500);
    // Nobody's target is reached: every bet is lost at the crash.
    await inParallel(crowd, (p) => bet(p, 500));
    await driver.start();
    const crashAt = clock.ms + msToReach(point, GROWTH_RATE);
    const [clicker] = crowd;
    // A click that arrived just before the crash instant, queued while the crash's first set commits.
    let click: Promise<PromiseSettledResult<CashoutAnswer>[]> | undefined;
    seen.onWrite = (n) => {
      if (n === 2)
        // Settled into a result at once: its refusal comes while the driver's step still runs.
        click = Promise.allSettled([
          queueCashout(
            api.deps,
            driver.config,
            clicker!.userId,
            { roundId, requestKey: key() },
            new Date(crashAt - 1),
          ),
        ]);
    };
    clock.advanceTo(crashAt);
    seen.writes = 0;
    await driver.step();
    seen.onWrite = undefined;
    // The crash, the first set, the click's batch (answered without waiting for the rest), the second
    // set. Its round had crashed when its batch read it: too late, as every click settled after the crash.
    expect(seen.writes).toBe(4);
    expect(await click).toMatchObject([
      { status: "rejected", reason: { status: 409, code: "CRASH_ALREADY_CRASHED" } },
    ]);
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect(bets.filter((b) => b.status === "lost")).toHaveLength(CRASH_LOSS_SET_MAX + 100);
    expect(bets.filter((b) => b.status !== "lost")).toEqual([]);
    const history = await api.db.orm
      .select()
      .from(betMetrics)
      .where(like(betMetrics.externalId, `crash:${roundId}:%`));
    expect(history.filter((h) => h.metricType === "lose")).toHaveLength(CRASH_LOSS_SET_MAX + 100);
    const balances = await coins(crowd.map((p) => p.userId));
    for (const p of crowd) expect(balances.get(p.userId)).toBe(COINS - STAKE);
    await soundBooks();
  });

  it("cashes out at the curve below the bet's own target, per round named, and answers a retry after the crash", async () => {
    const [early, stale] = await players(2);
    const first = await driver.openWhere((p) => p > 200 && p < 5_000);
    await bet(stale!, 5_000);
    await driver.finish(); // stale's bet is lost at the crash
    const { roundId } = await driver.openWhere((p) => p > 300 && p <= 100_000);
    await bet(early!, 300);
    await driver.start();
    clock.advance(msToReach(150, GROWTH_RATE));
    const config = driver.config;
    const click = key();
    // One batch: a request naming the crashed round, and one below the bet's automatic 3.00×.
    const [old, paid] = await Promise.allSettled([
      queueCashout(api.deps, config, stale!.userId, { roundId: first.roundId, requestKey: key() }),
      queueCashout(api.deps, config, early!.userId, { roundId, requestKey: click }),
    ]);
    expect(old).toMatchObject({ status: "rejected", reason: { code: "CRASH_ALREADY_CRASHED" } });
    expect(paid).toMatchObject({
      status: "fulfilled",
      value: { fresh: true, nickname: "player-0", bet: { cashedOutAt: 150, payout: 150 } },
    });
    await driver.finish();
    // The same click again after the crash: the same cash-out, not seen.pushed a second time.
    seen.pushed = [];
    const retry = await cashout(early!, roundId, api, click);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ status: "won", cashedOutAt: 150, payout: 150 });
    expect(seen.pushed).toEqual([]);
    expect((await winEntries(roundId)).map((e) => e.reference)).toEqual([`crash:${roundId}`]);
    // A cash-out above the crash point is never paid: the set refuses it whole.
    const [open] = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    await expect(
      api.db.write((tx) =>
        settleCrashWins(
          tx,
          { id: roundId, point: 200 },
          [{ bet: open!, multiplier: 250, cashoutKey: null }],
          clock.now(),
        ),
      ),
    ).rejects.toThrow("crash: a cash-out at 250 above the point 200");
    await soundBooks();
  });

  it("fails a set whole when a bet of it was settled meanwhile in its transaction", async () => {
    const [player] = await players(1);
    const { roundId, point } = await driver.openWhere((p) => p > 200 && p <= 100_000);
    await bet(player!, 5_000);
    await driver.start();
    const [open] = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    await expect(
      api.db.write(async (tx) => {
        // Something else settles the bet first, in the same transaction.
        await tx.update(crashBets).set({ status: "lost" }).where(eq(crashBets.id, open!.id));
        return settleCrashWins(
          tx,
          { id: roundId, point },
          [{ bet: open!, multiplier: 150, cashoutKey: null }],
          clock.now(),
        );
      }),
    ).rejects.toThrow("crash: a bet of the set was settled meanwhile");
    // Nothing of it stays: the bet open, no credit, no record.
    const [after] = await api.db.orm.select().from(crashBets).where(eq(crashBets.id, open!.id));
    expect(after).toMatchObject({ status: "open", payout: 0 });
    expect(await winEntries(roundId)).toEqual([]);
    expect(await coins([player!.userId])).toEqual(new Map([[player!.userId, COINS - STAKE]]));
    await driver.finish();
    await soundBooks();
  });

  it("pays a bet once when its manual and automatic cash-outs race, and on two instances", async () => {
    const crowd = await players(120);
    const { roundId } = await driver.openWhere((p) => p > 300 && p <= 100_000);
    // Every player bets on one instance or the other; half of them target 1.50×.
    await inParallel(crowd, (p) => bet(p, p.userId % 2 ? 150 : 5_000, p.userId % 3 ? api : second));
    await driver.start();
    const startedAt = clock.ms;
    clock.advanceTo(startedAt + msToReach(150, GROWTH_RATE) + 1);
    // Each player clicks on both instances while the driver settles the due automatic cash-outs.
    const [answers] = await Promise.all([
      Promise.all(crowd.flatMap((p) => [cashout(p, roundId, api), cashout(p, roundId, second)])),
      driver.step(),
    ]);
    for (const [i, p] of crowd.entries()) {
      const mine = answers.slice(2 * i, 2 * i + 2);
      const paid = mine.filter((a) => a.status === 200);
      expect(mine.every((a) => a.status === 200 || a.body.error.code === "CRASH_ALREADY_CASHED_OUT")).toBe(
        true,
      );
      // At most one click paid it (none when the automatic cash-out came first).
      expect(paid.length).toBeLessThanOrEqual(1);
      if (p.userId % 2 === 0) expect(paid).toHaveLength(1);
    }
    const credits = await winEntries(roundId);
    expect(credits).toHaveLength(120);
    const balances = await coins(crowd.map((p) => p.userId));
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    for (const b of bets) {
      expect(b.status).toBe("won");
      // A 1.50× target passed already: whoever settled it paid 1.50×.
      if (b.autoCashout === 150) expect(b.payout).toBe(150);
      expect(balances.get(b.userId)).toBe(COINS - STAKE + b.payout);
    }
    await driver.finish();
    await soundBooks();
  });
});
