import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { jobCounts } from "@jadeverse/db/broadcasts/jobs";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { botJobRecipients, items, ledgerEntries, userItems, users } from "@jadeverse/db/schema";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startJobWorker } from "../src/jobs/worker.ts";
import { type BotApiStandIn, startBotApiStandIn } from "./bot-api-stand-in.ts";
import { createRunningJob, deliveriesPerChat, spawnWorker, waitForJobStatus } from "./broadcast-harness.ts";
import { insertPlayers } from "./broadcast-players.ts";
import { createTestDb, type TestDb } from "./db.ts";
import { memoryLogger } from "./memory-logger.ts";

const PLAYERS = 240;
const KILL_AT = 120;
let t: TestDb;
let api: BotApiStandIn;

beforeAll(async () => {
  t = await createTestDb();
  api = await startBotApiStandIn({ rateLimit: { perSecond: 30 } });
});
afterAll(() => {
  api.close();
  t.close();
});

/** Runs an in-process job worker until every job given is done (10 s each at most). */
async function runJobsToEnd(...jobIds: number[]) {
  const worker = startJobWorker({
    db: t.db,
    logger: memoryLogger(),
    config: {
      token: api.token,
      apiRoot: api.apiRoot,
      publicUrl: "http://localhost:3000",
      broadcastRatePerSecond: 30,
    },
    pollMs: 50,
  });
  try {
    for (const jobId of jobIds) await waitForJobStatus(t.db, jobId, "done", 10_000);
  } finally {
    await worker.stop();
  }
}

it("credits an airdrop to each player of the segment exactly once across a kill -9, and db:check holds", async () => {
  const players = await insertPlayers(t.db, PLAYERS, (i) => ({ hasBetaAccess: i % 2 === 0 }), "AD");
  const beta = players.filter((_, i) => i % 2 === 0);
  const { jobId, recipients } = await createRunningJob(t.db, {
    kind: "airdrop",
    segment: { kind: "beta" },
    airdrop: { kind: "currency", currency: "gems", amount: 100 },
    content: { text: "🎁 100 gems for you!", entities: [{ type: "bold", offset: 3, length: 9 }] },
  });
  expect(recipients).toBe(beta.length);

  let accepted = 0;
  const first = await spawnWorker(api, t.url, { leaseMs: 1_500 });
  api.intercept("sendMessage", async () => {
    accepted++;
    if (accepted === KILL_AT / 2) await first.kill9(); // killed with this request in flight
  });
  await waitForJobStatus(t.db, jobId, "running", 1_000);
  // Wait for the kill, then restart: the new worker takes the expired lease over and finishes.
  while (first.proc.exitCode === null && first.proc.signalCode === null) await Bun.sleep(50);
  api.intercept("sendMessage", null);
  const second = await spawnWorker(api, t.url, { leaseMs: 1_500 });
  try {
    await waitForJobStatus(t.db, jobId, "done", 30_000);
  } finally {
    await second.stop();
  }

  // Credited exactly once: one ledger entry per player of the segment, none for the others.
  const entries = await t.db.orm
    .select({ userId: ledgerEntries.userId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(like(ledgerEntries.idempotencyKey, `airdrop:${jobId}:%`))
    .groupBy(ledgerEntries.userId);
  expect(entries).toHaveLength(beta.length);
  expect(entries.every((e) => e.n === 1)).toBe(true);
  expect(new Set(entries.map((e) => e.userId))).toEqual(new Set(beta.map((p) => p.id)));
  const gems = await t.db.orm.select({ id: users.id, gems: users.gems }).from(users);
  for (const row of gems) expect(row.gems).toBe(beta.some((p) => p.id === row.id) ? 100 : 0);
  const uncredited = await t.db.orm
    .select()
    .from(botJobRecipients)
    .where(sql`${botJobRecipients.jobId} = ${jobId} and ${botJobRecipients.creditedAt} is null`);
  expect(uncredited).toEqual([]);

  // Announced once each: the message in flight at the kill is `uncertain` and was not sent again.
  const delivered = deliveriesPerChat(api);
  for (const p of beta) expect(delivered.get(p.telegramId)).toBe(1);
  expect(delivered.size).toBe(beta.length);
  const counts = await jobCounts(t.db, jobId);
  expect(counts).toMatchObject({ uncertain: 1, sent: beta.length - 1, pending: 0, sending: 0 });
  const [uncertain] = await t.db.orm
    .select()
    .from(botJobRecipients)
    .where(eq(botJobRecipients.status, "uncertain"));
  expect(uncertain?.creditedAt).toBeInstanceOf(Date);

  // The ledger invariant, in-process and through `bun run db:check` on the same file.
  expect(await checkLedgerInvariant(t.db)).toEqual([]);
  const check = spawnSync(process.execPath, ["run", "db:check"], {
    cwd: join(import.meta.dirname, "../.."),
    env: { ...process.env, DATABASE_URL: t.url },
    encoding: "utf8",
  });
  expect(check.stdout).toContain("ledger invariant holds");
  expect(check.status).toBe(0);
}, 90_000);

it("airdrops an item once per player, and fails (without crediting) an item that does not exist", async () => {
  await t.db.write((tx) =>
    tx.insert(items).values({
      id: 901,
      slug: "jade-charm",
      name: "Jade charm",
      type: "CHARM",
      rarity: "RARE",
      priceGems: 10,
      description: "A charm",
      fileUrl: "/items/jade-charm.png",
    }),
  );
  const players = await insertPlayers(t.db, 5, () => ({ hasBetaAccess: true }), "IT");
  await t.db.write((tx) =>
    tx.update(users).set({ hasBetaAccess: false }).where(sql`${users.nickname} not like 'IT%'`),
  );
  const good = await createRunningJob(t.db, {
    kind: "airdrop",
    segment: { kind: "beta" },
    airdrop: { kind: "item", itemId: 901 },
    content: { text: "A charm for you" },
  });
  const bad = await createRunningJob(t.db, {
    kind: "airdrop",
    segment: { kind: "beta" },
    airdrop: { kind: "item", itemId: 999 },
    content: { text: "Nothing" },
  });
  await runJobsToEnd(good.jobId, bad.jobId);
  const owned = await t.db.orm.select().from(userItems).where(eq(userItems.itemId, 901));
  expect(owned.map((o) => o.userId).sort()).toEqual(players.map((p) => p.id).sort());
  expect(owned.every((o) => o.source === "airdrop")).toBe(true);
  expect(await jobCounts(t.db, good.jobId)).toMatchObject({ sent: 5, total: 5 });
  expect(await jobCounts(t.db, bad.jobId)).toMatchObject({ failed: 5, sent: 0 });
  const [row] = await t.db.orm.select().from(botJobRecipients).where(eq(botJobRecipients.jobId, bad.jobId));
  expect(row?.lastError).toBe("ITEM_NOT_FOUND");
});

it("a player who muted the bot is credited by an airdrop but not messaged, and left out of broadcasts", async () => {
  // Only these players are in the beta segment from here on.
  await t.db.write((tx) => tx.update(users).set({ hasBetaAccess: false }));
  const players = await insertPlayers(
    t.db,
    4,
    (i) => ({ hasBetaAccess: true, notificationsMuted: i === 0 }),
    "MU",
  );
  const [muted, ...others] = players as [(typeof players)[0], ...typeof players];
  const airdrop = await createRunningJob(t.db, {
    kind: "airdrop",
    segment: { kind: "beta" },
    airdrop: { kind: "currency", currency: "coins", amount: 500 },
    content: { text: "500 coins for you" },
  });
  const broadcast = await createRunningJob(t.db, { segment: { kind: "beta" }, content: { text: "News" } });
  // The broadcast's snapshot leaves the muted player out; the airdrop's keeps them.
  expect(airdrop.recipients).toBe(4);
  expect(broadcast.recipients).toBe(3);
  const before = api.calls.length;
  await runJobsToEnd(airdrop.jobId, broadcast.jobId);
  const coins = await t.db.orm.select({ id: users.id, coins: users.coins }).from(users);
  for (const p of players) expect(coins.find((c) => c.id === p.id)?.coins).toBe(500);
  const messaged = api.calls
    .slice(before)
    .filter((c) => c.method === "sendMessage" && c.status === 200)
    .map((c) => String(c.params.chat_id));
  expect(messaged).not.toContain(muted.telegramId);
  expect(messaged.sort()).toEqual([...others, ...others].map((p) => p.telegramId).sort());
  expect(await jobCounts(t.db, airdrop.jobId)).toMatchObject({ muted: 1, sent: 3, total: 4 });
  expect(await jobCounts(t.db, broadcast.jobId)).toMatchObject({ muted: 0, sent: 3, total: 3 });
  expect(await checkLedgerInvariant(t.db)).toEqual([]);
});
