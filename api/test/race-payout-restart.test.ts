import { createDb, type Db } from "@jadeverse/db/client";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { recordRound } from "@jadeverse/db/metrics/rounds";
import { migrateDb } from "@jadeverse/db/migrate";
import { previousMonth, raceMonth } from "@jadeverse/db/races/wagers";
import { jobLeases, ledgerEntries, notifications, raceResults, races } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { insertUser } from "@jadeverse/db/users/insert";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "./api-process.ts";
import { REDIS_URL, redisReachable } from "./redis.ts";
import { type SqldServer, startSqld } from "./sqld.ts";

// The race payout exactly once (docs/races.md "The payout"): two real API processes (bun
// api/src/index.ts) on one sqld database, Redis between them; the one paying is killed with SIGKILL
// in the middle of the payout; the other takes the job's lease over and pays the rest. Every place is
// paid once, and the ledger holds (db:check's invariant).
const WINNERS = 40;
let sqld: SqldServer;
let db: Db;
const processes: ApiProcess[] = [];
const month = previousMonth(raceMonth(new Date()));

const wanted = process.env.JV_TEST_DB === "sqld";

beforeAll(async () => {
  if (!wanted) return;
  sqld = await startSqld();
  db = await createDb({ url: sqld.url });
  await migrateDb(db);
  await db.write((tx) => seedCatalog(tx));
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const inMonth = new Date(Date.UTC(year, mon - 1, 10));
  for (let i = 0; i < WINNERS; i++) {
    const user = await db.write((tx) => insertUser(tx, { nickname: `racer-${i}` }));
    await db.write((tx) =>
      recordRound(tx, {
        userId: user.id,
        gameType: "roulette",
        metricType: "bet",
        coinsAmount: 1_000 * (i + 1),
        gemsAmount: 0,
        createdAt: inMonth,
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const api of processes) await api.kill().catch(() => undefined);
  db?.close();
  await sqld?.stop();
}, 60_000);

const env = {
  ...(redisReachable ? { REDIS_URL } : {}),
  RACE_PAYOUT_PAUSE_MS: "150",
  RACE_PRIZES: "1=1000000:jade-emperors-seal,2-10=100000,11-100=1000",
};

const paidCount = async () =>
  (
    await db.orm
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.month, month), isNotNull(raceResults.paidAt)))
  ).length;

// Two instances share a database server, so this runs in the sqld lane (`npm test`: JV_TEST_DB=sqld),
// which runs every API suite against sqld; the embedded lane would only start the same sqld again.
describe.runIf(process.env.JV_TEST_DB === "sqld")("the race payout across two instances and a crash", () => {
  it("pays every place exactly once though the paying instance is killed halfway", async () => {
    const start = () => startApiProcess({ ...env, DATABASE_URL: sqld.url });
    const [a, b] = [await start(), await start()];
    processes.push(a, b);
    // Wait until the payout is under way, then kill whichever instance holds the job's lease.
    const deadline = Date.now() + 90_000;
    while ((await paidCount()) < 5) {
      if (Date.now() > deadline) throw new Error(`no payout began:\n${a.output()}\n${b.output()}`);
      await Bun.sleep(50);
    }
    const [lease] = await db.orm.select().from(jobLeases).where(eq(jobLeases.name, "race-payout"));
    const holderPid = Number(String(lease?.holder).split("/")[1]);
    const [payer, survivor] = a.child.pid === holderPid ? [a, b] : [b, a];
    expect(payer.child.pid).toBe(holderPid);
    await payer.kill();
    const paidAtKill = await paidCount();
    expect(paidAtKill).toBeLessThan(WINNERS);
    // The survivor takes the lease over once it expires and pays the rest.
    while ((await paidCount()) < WINNERS) {
      if (Date.now() > deadline + 60_000) throw new Error(`the payout did not finish:\n${survivor.output()}`);
      await Bun.sleep(200);
    }
    await expect
      .poll(async () => (await db.orm.select().from(races).where(eq(races.month, month)))[0]?.status, {
        timeout: 30_000,
      })
      .toBe("paid");
    const entries = await db.orm.select().from(ledgerEntries).where(eq(ledgerEntries.reason, "race-prize"));
    expect(entries).toHaveLength(WINNERS);
    expect(new Set(entries.map((e) => e.idempotencyKey)).size).toBe(WINNERS);
    const messages = await db.orm.select().from(notifications).where(eq(notifications.kind, "race_prize"));
    expect(messages).toHaveLength(WINNERS);
    expect(await checkLedgerInvariant(db)).toEqual([]);
    expect(await checkLeaderboardInvariant(db)).toEqual([]);
    // The winner with the most staked got first place's prize, once.
    const [first] = await db.orm
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.month, month), eq(raceResults.position, 1)));
    expect(first).toMatchObject({ coinsWagered: WINNERS * 1_000, prizeCoins: 1_000_000 });
  }, 240_000);
});
