import { confirmJob, startDraft, updateDraft } from "@jadeverse/db/broadcasts/jobs";
import { finishRecipient } from "@jadeverse/db/broadcasts/recipients";
import { createStarOrder, creditStarPayment } from "@jadeverse/db/payments/stars";
import { crashBets } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOperator } from "../../../test/console-operator.ts";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { createManualClock, type ManualClock } from "../../../test/manual-clock.ts";
import { expectDocumented, type OpenApiDocument } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { grantGems, seedWheelFixture } from "../../../test/wheel-setup.ts";
import { msToReach } from "../../lib/games/crash/curve.ts";
import { crashEnv, GROWTH_RATE, handDriver, seedWithInstantFirstGame } from "../games/crash.fixtures.ts";
import { key, playerWith } from "../games/fixtures.ts";

// The console's Overview (docs/operations.md "The operator's console"): real activity through the
// API and the db domain modules, each row then placed on a chosen UTC day, read back per day.
const DAY = 86_400_000;
const HOUR = 3_600_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (ms: number) => ms - (ms % DAY);

let api: TestApi;
let document: OpenApiDocument;
let clock: ManualClock;
/** The start of the UTC day the suite began on; activity is placed on the days before it. */
let today: number;
const daysAgo = (n: number, hour = 12) => today - n * DAY + hour * HOUR;
const operators: Record<string, string> = {};
let player: TestPlayer;

beforeAll(async () => {
  api = await startTestApi({
    ...crashEnv(seedWithInstantFirstGame()),
    CONSOLE_ADMINS: "admin@example.com",
    CONSOLE_SUPPORT: "support@example.com",
    CONSOLE_COMMUNITY: "community@example.com",
    QUEUE_MAX_PLAYERS: "1",
  });
  clock = createManualClock();
  api.deps.now = clock.now;
  today = dayStart(clock.ms);
  await seedWheelFixture(api);
  const time = { epoch: () => Math.floor(clock.ms / 1000), tick: (s: number) => clock.advance(s * 1000) };
  for (const role of ["admin", "support", "community"]) {
    const { token } = await api.signUp(`${role}@example.com`);
    operators[role] = (await signInOperator(api, token, time)).console;
  }
  player = await api.signUp("player@example.com");
  document = (await api.request("GET", "/api/openapi.json")).body;
}, 120_000);
afterAll(() => api.close());

const overview = (query: string, token = operators.admin) =>
  api.request("GET", `/api/console/overview${query}`, { token });
/** Places rows on a chosen instant (the tables' clocks are the database's and the rails' own). */
const pin = (sql: string, ...args: unknown[]) => api.db.execute({ sql, args });
const pinRound = async (roundId: number, ms: number) => {
  await pin("update game_rounds set created_at = ? where id = ?", ms, roundId);
  await pin(
    "update bet_metrics set created_at = ? where external_id in (?, ?)",
    ms,
    `game:${roundId}`,
    `game:${roundId}:bet`,
  );
};
const pinCrashBet = async (roundId: number, userId: number, ms: number) => {
  await pin("update crash_bets set created_at = ? where round_id = ? and user_id = ?", ms, roundId, userId);
  const result = `crash:${roundId}:${userId}`;
  await pin("update bet_metrics set created_at = ? where external_id in (?, ?)", ms, result, `${result}:bet`);
};

const play = async (who: TestPlayer, path: string, body: Record<string, unknown>) => {
  const res = await api.request("POST", path, { token: who.token, body: { ...body, requestKey: key() } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { roundId: number; totalBet: number; totalWin: number };
};
const crashBet = async (who: TestPlayer, body: Record<string, unknown>) => {
  const res = await api.request("POST", "/api/games/crash/bet", {
    token: who.token,
    body: { ...body, requestKey: key() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** What the instant rounds staked and paid (the engines draw the outcomes), for the expected figures. */
const made = { slots: { wagered: 0, paid: 0 }, roulette: { wagered: 0, paid: 0 } };

describe(`GET /api/console/overview (${usingSqld ? "sqld" : "embedded"})`, { timeout: 120_000 }, () => {
  it("reads every day of the period, per day, per rail and per game, with zeros where nothing happened", async () => {
    const [p1, p2, p3, p4] = [
      await playerWith(api, 5_000),
      await playerWith(api, 5_000),
      await playerWith(api, 5_000),
      await playerWith(api, 0),
    ] as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    // 6 days ago: a slots spin.
    const slots = await play(p1, "/api/games/slots/spin", { betPerLine: 7 });
    await pinRound(slots.roundId, daysAgo(6));
    made.slots = { wagered: slots.totalBet, paid: slots.totalWin };
    // 5 days ago: a Stars purchase credited (pack 1, 400 gems), as the bot credits it; one never paid.
    const bought = (await createStarOrder(api.db, p2.userId, 1))!;
    await createStarOrder(api.db, p2.userId, 2);
    const credited = await creditStarPayment(api.db, {
      invoicePayload: bought.invoicePayload,
      currency: "XTR",
      totalAmount: bought.pack.stars,
      chargeId: "charge-overview-1",
    });
    expect(credited.status).toBe("credited");
    await pin("update payment_orders set paid_at = ? where id = ?", daysAgo(5), bought.order.id);
    // 4 days ago: a queue join (the other joins today and waits: one play slot).
    const [q1, q2] = (await createPlayers(api, 2)) as [TestPlayer, TestPlayer];
    for (const q of [q1, q2])
      expect((await api.request("POST", "/api/queue/join", { token: q.token, body: {} })).status).toBe(201);
    await pin("update queue_sessions set joined_at = ? where user_id = ?", daysAgo(4), q1.userId);
    // 3 days ago: two roulette spins, and a crash bet lost (game 1 crashes at 1.00×).
    for (const who of [p1, p2]) {
      const spin = await play(who, "/api/games/roulette/spin", { bets: [{ kind: "red", amount: 100 }] });
      await pinRound(spin.roundId, daysAgo(3, 8));
      made.roulette.wagered += spin.totalBet;
      made.roulette.paid += spin.totalWin;
    }
    const driver = handDriver(api, clock);
    const lostRound = await driver.open();
    await crashBet(p3, { stake: 100 });
    await driver.start();
    await driver.step();
    await pinCrashBet(lostRound, p3.userId, daysAgo(3, 20));
    // 2 days ago: a crash bet cashed out automatically at 1.50× (75 for 50), and a wheel spin.
    const { roundId: wonRound } = await driver.openWhere((point) => point >= 200);
    await crashBet(p1, { stake: 50, autoCashout: 150 });
    await driver.start();
    await driver.at(msToReach(150, GROWTH_RATE), (await driver.state()).round.startedAt);
    await driver.finish();
    await driver.step();
    const settled = await api.db.orm.select().from(crashBets).orderBy(crashBets.id);
    expect(settled.map((b) => [b.userId, b.status, b.stake, b.payout])).toEqual([
      [p3.userId, "lost", 100, 0],
      [p1.userId, "won", 50, 75],
    ]);
    await pinCrashBet(wonRound, p1.userId, daysAgo(2, 1));
    await grantGems(api, p4.userId, 10);
    expect((await api.request("POST", "/api/wheel/spin", { token: p4.token })).status).toBe(200);
    await pin("update wheel_spins set created_at = ? where user_id = ?", daysAgo(2, 22), p4.userId);
    // A broadcast started 2 days ago at 23:00: one sent that day, one sent after midnight, one failed,
    // one blocked (the last two record no time: they count on the day the broadcast started).
    const recipients = (await createPlayers(api, 4)) as TestPlayer[];
    for (const [i, r] of recipients.entries())
      await pin("update users set telegram_id = ? where id = ?", String(9_000 + i), r.userId);
    const job = await startDraft(api.db, "9999", "broadcast", "confirm");
    await updateDraft(api.db, job.id, { segment: { kind: "all" }, content: { text: "Hello" } });
    expect(await confirmJob(api.db, job.id)).toBe(4);
    await pin("update bot_jobs set started_at = ? where id = ?", daysAgo(2, 23), job.id);
    const outcomes = ["sent", "sent", "failed", "blocked"] as const;
    for (const [i, r] of recipients.entries()) {
      const row = { jobId: job.id, userId: r.userId, chatId: String(9_000 + i), creditedAt: null };
      await finishRecipient(api.db, row, outcomes[i]!);
    }
    await pin(
      "update bot_job_recipients set sent_at = ? where job_id = ? and user_id = ?",
      daysAgo(2, 23.5),
      job.id,
      recipients[0]!.userId,
    );
    await pin(
      "update bot_job_recipients set sent_at = ? where job_id = ? and user_id = ?",
      daysAgo(1, 0.5),
      job.id,
      recipients[1]!.userId,
    );
    // Outside the period asked for, by a millisecond on either side: two more roulette spins.
    for (const ms of [daysAgo(7, 0) - 1, today]) {
      const outside = await play(p1, "/api/games/roulette/spin", { bets: [{ kind: "black", amount: 10 }] });
      await pinRound(outside.roundId, ms);
    }

    const res = await overview(`?from=${dayText(daysAgo(7))}&to=${dayText(daysAgo(1))}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectDocumented(document, "get", "/api/console/overview", res);
    const zeros = [0, 0, 0, 0, 0, 0, 0];
    const on = (index: number, value: number) => zeros.map((z, i) => (i === index ? value : z));
    const body = res.body;
    expect(body.from).toBe(dayText(daysAgo(7)));
    expect(body.to).toBe(dayText(daysAgo(1)));
    expect(body.days).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => dayText(daysAgo(n))));
    // Index: 0 = 7 days ago … 6 = yesterday.
    expect(body.activePlayers).toEqual([0, 1, 0, 0, 3, 2, 0]);
    expect(body.purchases).toEqual([
      { rail: "stars", orders: on(2, 1), gems: on(2, 400) },
      { rail: "stripe", orders: zeros, gems: zeros },
      { rail: "wert", orders: zeros, gems: zeros },
      { rail: "evm", orders: zeros, gems: zeros },
      { rail: "solana", orders: zeros, gems: zeros },
    ]);
    const game = (rounds: number[], wagered: number[], paid: number[]) => ({
      rounds,
      wagered,
      paid,
      net: wagered.map((w, i) => w - paid[i]!),
    });
    expect(body.games).toEqual([
      { game: "roulette", ...game(on(4, 2), on(4, made.roulette.wagered), on(4, made.roulette.paid)) },
      { game: "baccarat", ...game(zeros, zeros, zeros) },
      { game: "slots", ...game(on(1, 1), on(1, made.slots.wagered), on(1, made.slots.paid)) },
      { game: "blackjack", ...game(zeros, zeros, zeros) },
      { game: "crash", ...game([0, 0, 0, 0, 1, 1, 0], [0, 0, 0, 0, 100, 50, 0], [0, 0, 0, 0, 0, 75, 0]) },
    ]);
    expect(body.queue).toEqual({
      waiting: 1,
      playing: 1,
      joinsPerDay: on(3, 1),
      joinsCompleteFrom: dayText(dayStart(clock.ms - 7 * DAY) + DAY),
    });
    expect(body.broadcasts).toEqual({ sent: [0, 0, 0, 0, 0, 1, 1], failed: on(5, 1), blocked: on(5, 1) });
    const wagered = made.roulette.wagered + made.slots.wagered + 150;
    const paid = made.roulette.paid + made.slots.paid + 75;
    expect(body.totals).toEqual({
      activePlayers: 4,
      orders: 1,
      gems: 400,
      rounds: 5,
      wagered,
      paid,
      net: wagered - paid,
    });
  });

  it("defaults to the last 30 days up to today (UTC, by the server's clock)", async () => {
    const res = await overview("");
    expect(res.status).toBe(200);
    expectDocumented(document, "get", "/api/console/overview", res);
    const body = res.body;
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(dayText(clock.ms));
    expect(body.from).toBe(dayText(dayStart(clock.ms) - 29 * DAY));
    expect(body.days[0]).toBe(body.from);
    expect(body.days.at(-1)).toBe(body.to);
    // Today's spin is in, beside the earlier days' figures.
    const at = (ms: number) => body.days.indexOf(dayText(ms));
    const roulette = body.games.find((g: { game: string }) => g.game === "roulette");
    expect(roulette.rounds[at(today)]).toBe(1);
    expect(roulette.rounds[at(daysAgo(3))]).toBe(2);
    expect(roulette.rounds[at(daysAgo(8))]).toBe(1);
    expect(body.totals.rounds).toBe(7);
    expect(body.totals.activePlayers).toBe(4);
    // Only the pinned join and today's (the clock's day) are in the period.
    expect(body.queue.joinsPerDay[at(daysAgo(4))]).toBe(1);
    expect(body.queue.joinsPerDay[at(clock.ms)]).toBe(1);
    // One day only: from = to.
    const one = await overview(`?from=${dayText(daysAgo(3))}&to=${dayText(daysAgo(3))}`);
    expect([one.body.days, one.body.activePlayers, one.body.totals.rounds]).toEqual([
      [dayText(daysAgo(3))],
      [3],
      3,
    ]);
    // Only `to`: the 30 days up to it.
    const ending = await overview(`?to=${dayText(daysAgo(1))}`);
    expect([ending.body.from, ending.body.days.length]).toEqual([dayText(daysAgo(30)), 30]);
  });

  it("refuses a period backwards, longer than 366 days or not a date (400 VALIDATION_ERROR)", async () => {
    for (const query of [
      "?from=2026-03-02&to=2026-03-01",
      "?from=2024-01-01&to=2025-01-01",
      "?from=2026-02-30",
      "?to=yesterday",
      "?days=7",
      `?from=${dayText(clock.ms + DAY)}`,
    ]) {
      const res = await overview(query);
      expect([query, res.status, res.body.error.code]).toEqual([query, 400, "VALIDATION_ERROR"]);
      expectDocumented(document, "get", "/api/console/overview", res);
    }
    // 366 days (a leap year) is the longest period.
    const longest = await overview("?from=2024-01-01&to=2024-12-31");
    expect([longest.status, longest.body.days.length]).toEqual([200, 366]);
  });

  it("answers every console role; a player is refused (403)", async () => {
    for (const role of ["support", "community"]) {
      const res = await overview("", operators[role]);
      expect([role, res.status]).toEqual([role, 200]);
    }
    const refused = await overview("", player.token);
    expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"]);
    expectDocumented(document, "get", "/api/console/overview", refused);
    const anonymous = await api.request("GET", "/api/console/overview");
    expect(anonymous.status).toBe(401);
  });
});
