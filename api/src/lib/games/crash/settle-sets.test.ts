// Crash settles in sets (docs/crash.md "Settling in sets"): the automatic cash-outs one tick finds due
// settle in one write transaction, each once and exact (balances, ledger, history, statistics, boards);
// manual cash-outs and bets arriving together settle as one batch, the driver's set with them.

import { observeStatements } from "@jadeverse/db/observe";
import { betMetrics, crashBets, gameStatistics, ledgerEntries } from "@jadeverse/db/schema";
import { and, eq, inArray, like } from "drizzle-orm";
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
  seen,
  soundBooks,
  useCrashPair,
  winEntries,
} from "../../../../test/crash-settle-suite.ts";
import { usingSqld } from "../../../../test/harness.ts";
import { createPlayers, type TestPlayer } from "../../../../test/players.ts";
import { GROWTH_RATE } from "../../../routes/games/crash.fixtures.ts";
import { key } from "../../../routes/games/fixtures.ts";
import { queueBet } from "./bet-queue.ts";
import { queueAutoSet, queueCashout } from "./cashout-queue.ts";
import { msToReach } from "./curve.ts";

useCrashPair();

describe("crash settlement in sets", { timeout: 240_000 }, () => {
  it("settles a tick's 1,000 due automatic cash-outs in one transaction, each once and exact", async () => {
    const crowd = await players(1_000);
    const { roundId, point } = await driver.openWhere((p) => p > 200 && p <= 100_000);
    await inParallel(crowd, (p) => bet(p, 150));
    await driver.start();
    const startedAt = clock.ms;
    clock.advanceTo(startedAt + msToReach(150, GROWTH_RATE));
    seen.pushed = [];
    seen.writes = 0;
    await driver.step();
    expect(seen.writes).toBe(1);

    const ids = crowd.map((p) => p.userId);
    const balances = await coins(ids);
    for (const id of ids) expect(balances.get(id)).toBe(COINS - STAKE + 150);
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect(bets).toHaveLength(1_000);
    for (const b of bets)
      expect(b).toMatchObject({ status: "won", cashedOutAt: 150, payout: 150, cashoutKey: null });
    const credits = await winEntries(roundId);
    expect(credits).toHaveLength(1_000);
    expect(new Set(credits.map((e) => e.userId))).toEqual(new Set(ids));
    for (const e of credits)
      expect(e).toMatchObject({ delta: 150, balanceAfter: COINS - STAKE + 150, reason: "game-win" });
    // The history: the stake and the win, once each per bet.
    const history = await api.db.orm
      .select()
      .from(betMetrics)
      .where(like(betMetrics.externalId, `crash:${roundId}:%`));
    expect(history).toHaveLength(2_000);
    expect(history.filter((h) => h.metricType === "win").every((h) => h.coinsAmount === 150)).toBe(true);
    const stats = await api.db.orm
      .select()
      .from(gameStatistics)
      .where(and(eq(gameStatistics.gameType, "crash"), inArray(gameStatistics.userId, ids)));
    expect(stats).toHaveLength(1_000);
    for (const s of stats)
      expect(s).toMatchObject({
        totalPlays: 1,
        totalWins: 1,
        coinsWon: 150,
        coinsWagered: STAKE,
        highestRewardCoins: 150,
      });
    // Each player heard their own cash-out once.
    expect(seen.pushed.map((p) => p.userId).sort()).toEqual([...ids].sort());
    expect(seen.pushed.every((p) => p.auto && p.multiplier === 150)).toBe(true);
    await soundBooks();

    // The crash finds nothing open: no second credit, no second record, no write but the crash's.
    seen.writes = 0;
    clock.advanceTo(startedAt + msToReach(point, GROWTH_RATE));
    await driver.step();
    expect(seen.writes).toBe(1);
    expect(await winEntries(roundId)).toHaveLength(1_000);
  });

  it("settles a due set in three round trips on a server: its reads together, its writes together, the commit", async () => {
    const crowd = await players(40);
    // A round before: the set's players have statistics and board rows its reads must find.
    await driver.openWhere((p) => p > 200 && p <= 100_000);
    await inParallel(crowd, (p) => bet(p, 200));
    await driver.start();
    clock.advanceTo(clock.ms + msToReach(200, GROWTH_RATE));
    await driver.step();
    await driver.finish();
    const { roundId } = await driver.openWhere((p) => p > 300 && p <= 100_000);
    await inParallel(crowd, (p) => bet(p, crowd.indexOf(p) % 2 === 0 ? 150 : 250));
    await driver.start();
    const startedAt = clock.ms;
    // The first set (the queue reads the round before it can guess the target), then the second alone.
    clock.advanceTo(startedAt + msToReach(150, GROWTH_RATE));
    await driver.step();
    clock.advanceTo(startedAt + msToReach(250, GROWTH_RATE));
    const sent: string[] = [];
    // The transaction's statements (the writer's); another instance's reads (the change counters' poll) aside.
    const stop = observeStatements((kind) => kind === "write" && void sent.push(kind));
    // Counted per attempt: a transaction that found the write lock busy is run again whole.
    const write = api.db.write;
    api.db.write = (fn) =>
      write((tx) => {
        sent.length = 0;
        return fn(tx);
      });
    try {
      const settled = await queueAutoSet(api.deps, { roundId, target: 250, loseRest: false });
      expect(settled.won).toHaveLength(20);
    } finally {
      stop();
      api.db.write = write;
    }
    const balances = await coins(crowd.map((p) => p.userId));
    for (const [i, p] of crowd.entries())
      expect(balances.get(p.userId)).toBe(COINS - 2 * STAKE + 200 + (i % 2 === 0 ? 150 : 250));
    await driver.finish();
    await soundBooks();
    // On sqld each observed statement is a request: the round, the bets and the statistics' reads (sent
    // at once, one round trip), the set's writes (one), the change counters with the commit (one).
    if (usingSqld) expect(sent).toHaveLength(5);
  });

  it("settles manual cash-outs arriving together as one batch, a double click once", async () => {
    const crowd = await players(200);
    const { roundId } = await driver.openWhere((p) => p > 200 && p <= 100_000);
    await inParallel(crowd, (p) => bet(p, 5_000));
    // Before the round runs there is nothing to cash out; a bet on no round is not found.
    expect(await cashout(crowd[1]!, roundId)).toMatchObject({
      status: 409,
      body: { error: { code: "CRASH_ROUND_NOT_RUNNING" } },
    });
    expect(await cashout(crowd[1]!, roundId + 1_000)).toMatchObject({
      status: 404,
      body: { error: { code: "CRASH_BET_NOT_FOUND" } },
    });
    await driver.start();
    clock.advance(msToReach(180, GROWTH_RATE));
    seen.writes = 0;
    const [first] = crowd;
    const again = key();
    const answers = await Promise.all([
      ...crowd.map((p) => cashout(p, roundId, api, p === first ? again : undefined)),
      // The same click again (a retry) and another click of the same player.
      cashout(first!, roundId, api, again),
      cashout(first!, roundId, api),
    ]);
    const [retry, other] = answers.slice(-2);
    expect(answers.slice(0, 200).every((a) => a.status === 200 && a.body.cashedOutAt === 180)).toBe(true);
    expect(retry!.status).toBe(200);
    expect(retry!.body).toEqual(answers[0]!.body);
    expect(other).toMatchObject({ status: 409, body: { error: { code: "CRASH_ALREADY_CASHED_OUT" } } });
    // All of them in a few transactions (the first batch may hold only what arrived first).
    expect(seen.writes).toBeLessThanOrEqual(10);
    const balances = await coins(crowd.map((p) => p.userId));
    for (const p of crowd) expect(balances.get(p.userId)).toBe(COINS - STAKE + 180);
    expect(await winEntries(roundId)).toHaveLength(200);
    await driver.finish();
    await soundBooks();
  });

  it("places bets arriving together in a few transactions: each once, a short balance refused alone", async () => {
    const crowd = await players(300);
    const [poor] = await createPlayers(api, 1);
    const { roundId } = await driver.openWhere((p) => p > 200 && p <= 100_000);
    seen.writes = 0;
    const [first] = crowd;
    const retryKey = key();
    const body = (requestKey: string = key()) => ({ requestKey, stake: STAKE, autoCashout: 200 });
    const place = (p: TestPlayer, requestKey?: string) =>
      api.request("POST", "/api/games/crash/bet", { token: p.token, body: body(requestKey) });
    // The crowd in waves of 50 requests at once (what a test client sends together), the first wave
    // with a retry of one bet, another bet of the same player and a player who cannot cover it.
    const [head, tail] = [crowd.slice(0, 50), crowd.slice(50)];
    const firstWave = await Promise.all([
      ...head.map((p) => place(p, p === first ? retryKey : undefined)),
      place(first!, retryKey),
      place(first!),
      place(poor!),
    ]);
    const answers = [...firstWave.slice(0, 50)];
    await inParallel(tail, async (p) => void answers.push(await place(p)));
    answers.push(...firstWave.slice(50));
    const [retry, second, short] = answers.slice(-3);
    expect(answers.slice(0, 300).every((a) => a.status === 200 && a.body.roundId === roundId)).toBe(true);
    expect(retry!.body).toEqual(answers[0]!.body);
    expect(second).toMatchObject({ status: 409, body: { error: { code: "CRASH_BET_ALREADY_PLACED" } } });
    expect(short).toMatchObject({ status: 400, body: { error: { code: "INSUFFICIENT_BALANCE_ERROR" } } });
    // Not a transaction a bet: a few per wave of 50.
    expect(seen.writes).toBeLessThanOrEqual(30);
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect(bets).toHaveLength(300);
    const balances = await coins(crowd.map((p) => p.userId));
    for (const p of crowd) expect(balances.get(p.userId)).toBe(COINS - STAKE);
    const debits = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.idempotencyKey, `crash:${roundId}:%:bet#0`));
    expect(debits).toHaveLength(300);
    // After the window, a bet is refused.
    await driver.start();
    const late = await api.request("POST", "/api/games/crash/bet", { token: poor!.token, body: body() });
    expect(late).toMatchObject({ status: 409, body: { error: { code: "CRASH_BETTING_CLOSED" } } });
    await driver.finish();
    await soundBooks();
  });

  it("answers one player's requests of one batch together: a retry follows the first, another is refused", async () => {
    const [p] = await players(1);
    const { roundId } = await driver.openWhere((point) => point > 200 && point <= 100_000);
    const k = key();
    const body = (requestKey: string, stake = STAKE) => ({ requestKey, stake, autoCashout: 5_000 });
    // Queued in one turn of the event loop: one batch.
    const bets = await Promise.allSettled([
      queueBet(api.deps, p!.userId, body(k)),
      queueBet(api.deps, p!.userId, body(k)),
      queueBet(api.deps, p!.userId, body(key())),
      queueBet(api.deps, p!.userId, body(k, 50)),
    ]);
    const [placed, retried] = bets.map((b) => (b.status === "fulfilled" ? b.value.bet.id : null));
    expect(placed).toEqual(expect.any(Number));
    expect(retried).toBe(placed);
    const codes = bets.map((b) => (b.status === "rejected" ? (b.reason as { code: string }).code : "ok"));
    expect(codes).toEqual(["ok", "ok", "CRASH_BET_ALREADY_PLACED", "IDEMPOTENCY_KEY_REUSED"]);
    await driver.start();
    clock.advance(msToReach(150, GROWTH_RATE));
    const config = driver.config;
    const c = key();
    const outs = await Promise.allSettled([
      queueCashout(api.deps, config, p!.userId, { roundId, requestKey: c }),
      queueCashout(api.deps, config, p!.userId, { roundId, requestKey: c }),
      queueCashout(api.deps, config, p!.userId, { roundId, requestKey: key() }),
    ]);
    const [paid, again] = outs.map((o) => (o.status === "fulfilled" ? o.value : null));
    expect(paid).toMatchObject({ fresh: true, bet: { status: "won", cashedOutAt: 150, payout: 150 } });
    expect(again).toMatchObject({ fresh: false, bet: { id: paid!.bet.id }, balance: paid!.balance });
    expect(outs[2]).toMatchObject({ status: "rejected", reason: { code: "CRASH_ALREADY_CASHED_OUT" } });
    expect(await winEntries(roundId)).toHaveLength(1);
    await driver.finish();
    await soundBooks();
  });

  it("settles the driver's set and the cash-outs queued beside it in one transaction, a bet claimed twice once", async () => {
    const crowd = await players(30);
    const { roundId } = await driver.openWhere((point) => point > 300 && point <= 100_000);
    // Even players target 1.50× (due below), odd ones 2.50× (not due); two in three click.
    const auto = (p: TestPlayer) => p.userId % 2 === 0;
    await inParallel(crowd, (p) => bet(p, auto(p) ? 150 : 250));
    await driver.start();
    clock.advance(msToReach(200, GROWTH_RATE));
    const clickers = crowd.filter((_, i) => i % 3 !== 0);
    const before = seen.writes;
    const clicks = clickers.map((p) =>
      queueCashout(api.deps, driver.config, p.userId, { roundId, requestKey: key() }),
    );
    const set = queueAutoSet(api.deps, { roundId, target: 200, loseRest: false });
    const [answers, { won, lost }] = await Promise.all([Promise.all(clicks), set]);
    expect(seen.writes - before).toBe(1);
    expect(lost).toBe(0);
    // Every click paid its bet: at 1.50× where the target had passed (not again by the set), else at
    // the curve (2.00×); the set paid the due bets nobody clicked for.
    for (const [i, p] of clickers.entries())
      expect(answers[i]).toMatchObject({ fresh: true, bet: { cashedOutAt: auto(p) ? 150 : 200 } });
    const unclaimed = crowd.filter((p, i) => i % 3 === 0 && auto(p)).map((p) => p.userId);
    expect(won.map((b) => b.userId).sort()).toEqual(unclaimed.sort());
    expect(won.every((b) => b.cashedOutAt === 150 && b.nickname !== undefined)).toBe(true);
    const paid = [...clickers.map((p) => p.userId), ...unclaimed];
    expect(await winEntries(roundId)).toHaveLength(paid.length);
    const balances = await coins(crowd.map((p) => p.userId));
    for (const p of crowd) {
      const payout = !paid.includes(p.userId) ? 0 : auto(p) ? 150 : 200;
      expect(balances.get(p.userId)).toBe(COINS - STAKE + payout);
    }
    await driver.finish();
    await soundBooks();
  });

  it("reads a round's bets again when the round started since the queue last read it", async () => {
    const [auto, clicker] = await players(2);
    const { roundId } = await driver.openWhere((p) => p > 300 && p <= 100_000);
    await bet(auto!, 150);
    await bet(clicker!, 5_000);
    // A click while betting: refused, and the queue has read the round taking bets.
    expect((await cashout(clicker!, roundId)).body).toMatchObject({
      error: { code: "CRASH_ROUND_NOT_RUNNING" },
    });
    await driver.start();
    clock.advance(msToReach(200, GROWTH_RATE));
    // The driver has not stepped since 1.00×: the click's batch alone finds 1.50× reached, though the
    // round as last read promised nothing due.
    expect((await cashout(clicker!, roundId)).body).toMatchObject({ status: "won", cashedOutAt: 200 });
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect(bets.find((b) => b.userId === auto!.userId)).toMatchObject({ status: "won", cashedOutAt: 150 });
    await driver.finish();
    await soundBooks();
  });

  it("settles nothing for a set of a round that does not exist", async () => {
    expect(await queueAutoSet(api.deps, { roundId: 987_654, target: 200, loseRest: true })).toEqual({
      won: [],
      lost: 0,
    });
  });

  it("pays the automatic targets the curve has reached with any batch of cash-outs, and pushes them once", async () => {
    const crowd = await players(12);
    const { roundId } = await driver.openWhere((point) => point > 300 && point <= 100_000);
    // Half target 1.50× (reached below), half 2.50× (not reached); one player clicks.
    await inParallel(crowd, (p) => bet(p, crowd.indexOf(p) % 2 ? 250 : 150));
    await driver.start();
    clock.advance(msToReach(200, GROWTH_RATE));
    seen.pushed = [];
    const clicker = crowd[1]!;
    const answer = await queueCashout(api.deps, driver.config, clicker.userId, {
      roundId,
      requestKey: key(),
    });
    expect(answer).toMatchObject({ fresh: true, bet: { cashedOutAt: 200 } });
    // No driver step ran: the click's batch paid the six reached targets and seen.pushed each to its player.
    const autos = crowd.filter((_, i) => i % 2 === 0).map((p) => p.userId);
    expect(seen.pushed.filter((e) => e.auto).map((e) => [e.userId, e.multiplier])).toEqual(
      expect.arrayContaining(autos.map((id) => [id, 150])),
    );
    expect(seen.pushed.filter((e) => e.auto)).toHaveLength(6);
    expect(await winEntries(roundId)).toHaveLength(7);
    // The driver's next step finds them paid: nothing more is credited or seen.pushed.
    await driver.step();
    expect(seen.pushed.filter((e) => e.auto)).toHaveLength(6);
    expect(await winEntries(roundId)).toHaveLength(7);
    await driver.finish();
    await soundBooks();
  });
});
