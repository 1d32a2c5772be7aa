import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { dailyBonusClaims, ledgerEntries, notifications, users } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers } from "../../../test/players.ts";
import { remindOfBonus } from "../../lib/daily-bonus/reminders.ts";

// The daily bonus (docs/daily-bonus.md): once per UTC day through the ledger, a streak of consecutive
// days paying the published table up to its cap, a missed day starting over.
let api: TestApi;
let document: any;
let clock = new Date("2026-11-29T10:00:00Z");
const DAY = 86_400_000;
const TABLE = [1_000, 1_500, 2_000, 2_500, 3_000, 4_000, 5_000];

beforeAll(async () => {
  api = await startTestApi();
  api.deps.now = () => clock;
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const status = (token: string) => api.request("GET", "/api/daily-bonus", { token });
const claim = (token: string) => api.request("POST", "/api/daily-bonus/claim", { token });
const coinsOf = async (userId: number) =>
  (await api.db.orm.select({ coins: users.coins }).from(users).where(eq(users.id, userId)))[0]!.coins;

describe(`the daily bonus (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("pays once under 100 parallel claims; the rest are refused with 409 and the next claim's time", async () => {
    clock = new Date("2026-11-29T10:00:00Z");
    const [p] = await createPlayers(api, 1);
    const before = await coinsOf(p!.userId);
    const fresh = await status(p!.token);
    expectDocumented(document, "get", "/api/daily-bonus", fresh);
    expect(fresh.body).toMatchObject({
      claimedToday: false,
      streak: 0,
      nextStreak: 1,
      nextCoins: 1_000,
      nextClaimAt: clock.toISOString(),
      lastClaim: null,
      table: TABLE,
    });
    const results = await Promise.all(Array.from({ length: 100 }, () => claim(p!.token)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect([ok.length, refused.length]).toEqual([1, 99]);
    expectDocumented(document, "post", "/api/daily-bonus/claim", ok[0]!);
    expectDocumented(document, "post", "/api/daily-bonus/claim", refused[0]!);
    expect(ok[0]!.body).toEqual({
      coins: 1_000,
      streak: 1,
      balance: before + 1_000,
      nextClaimAt: "2026-11-30T00:00:00.000Z",
      nextCoins: 1_500,
      multiplier: 1,
    });
    for (const r of refused)
      expect([r.body.error.code, r.body.error.details]).toEqual([
        "DAILY_BONUS_CLAIMED",
        { nextClaimAt: "2026-11-30T00:00:00.000Z" },
      ]);
    expect(await coinsOf(p!.userId)).toBe(before + 1_000);
    const entries = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, p!.userId), eq(ledgerEntries.reason, "daily-bonus")));
    expect(entries).toHaveLength(1);
    expect((await status(p!.token)).body).toMatchObject({
      claimedToday: true,
      streak: 1,
      nextStreak: 2,
      nextCoins: 1_500,
      nextClaimAt: "2026-11-30T00:00:00.000Z",
    });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("grows with consecutive UTC days up to the table's cap, and starts over after a missed day", async () => {
    const [p] = await createPlayers(api, 1);
    const paid: number[] = [];
    const first = Date.parse("2026-12-01T00:00:00Z");
    // Nine days in a row, each claim at another hour; the UTC day is what counts: the first claim a
    // millisecond before midnight, the second at midnight exactly.
    for (let day = 0; day < 9; day++) {
      clock =
        day === 0
          ? new Date("2026-12-01T23:59:59.999Z")
          : new Date(first + day * DAY + ((day * 5) % 24) * 3_600_000 * Number(day > 1));
      const answer = await claim(p!.token);
      expect(answer.status).toBe(200);
      expect(answer.body.streak).toBe(day + 1);
      paid.push(answer.body.coins);
    }
    expect(paid).toEqual([...TABLE, 5_000, 5_000]);
    // Skipping a whole UTC day (10 December) ends the streak: the status says so, the claim pays day 1.
    clock = new Date("2026-12-11T08:00:00Z");
    expect((await status(p!.token)).body).toMatchObject({
      claimedToday: false,
      streak: 0,
      nextStreak: 1,
      nextCoins: 1_000,
    });
    const restart = await claim(p!.token);
    expect([restart.body.streak, restart.body.coins]).toEqual([1, 1_000]);
    const rows = await api.db.orm
      .select()
      .from(dailyBonusClaims)
      .where(eq(dailyBonusClaims.userId, p!.userId));
    expect(rows.map((r) => r.streak)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("asks for a session, and is a play call: refused during a break", async () => {
    expect((await api.request("POST", "/api/daily-bonus/claim")).status).toBe(401);
    const [p] = await createPlayers(api, 1);
    const started = await api.request("POST", "/api/users/me/break", {
      token: p!.token,
      body: { kind: "cool-off-24h" },
    });
    expect(started.status).toBe(200);
    const refused = await claim(p!.token);
    expect([refused.status, refused.body.error.code]).toEqual([403, "PLAYER_ON_BREAK"]);
  });
});

describe("the reminder (docs/daily-bonus.md)", () => {
  it("is switched on for a Telegram player only; the job queues it once a day, with the streak and the pass's multiplier", async () => {
    clock = new Date("2026-12-05T09:00:00Z");
    const [web, tg] = await createPlayers(api, 2);
    const reminders = (token: string, on?: boolean) =>
      on === undefined
        ? api.request("GET", "/api/daily-bonus/reminders", { token })
        : api.request("PUT", "/api/daily-bonus/reminders", { token, body: { on } });
    const refused = await reminders(web!.token, true);
    expect([refused.status, refused.body.error.code]).toEqual([403, "TELEGRAM_ACCOUNT_REQUIRED"]);
    await api.db.write((tx) => tx.update(users).set({ telegramId: "91234" }).where(eq(users.id, tg!.userId)));
    const off = await reminders(tg!.token);
    expectDocumented(document, "get", "/api/daily-bonus/reminders", off);
    expect(off.body).toEqual({ on: false, telegram: true, muted: false });
    const on = await reminders(tg!.token, true);
    expectDocumented(document, "put", "/api/daily-bonus/reminders", on);
    expect(on.body).toEqual({ on: true, telegram: true, muted: false });
    // Yesterday's claim: today would be day 2 of the streak.
    clock = new Date("2026-12-04T09:00:00Z");
    await claim(tg!.token);
    clock = new Date("2026-12-05T09:00:00Z");
    expect(await remindOfBonus(api.deps)).toBe(1);
    expect(await remindOfBonus(api.deps)).toBe(0);
    const [row] = await api.db.orm.select().from(notifications).where(eq(notifications.userId, tg!.userId));
    expect(row).toMatchObject({
      kind: "daily_bonus_ready",
      payload: { coins: 1_500, streak: 2, day: "2026-12-05" },
    });
    // Claimed today: tomorrow's run reminds again, today's not.
    await claim(tg!.token);
    clock = new Date("2026-12-06T00:01:00Z");
    expect(await remindOfBonus(api.deps)).toBe(1);
    expect((await reminders(tg!.token, false)).body.on).toBe(false);
  });
});
