// The broadcast soak: 10,000 players at Telegram's 30 msg/s (enforced by the stand-in with 429s), the
// worker process killed with SIGKILL while message #5,000 is in flight, then resumed by a new worker.
// About 6 minutes; runs in its own vitest project (`--project bot-soak`). SOAK_PLAYERS shrinks it.

import { jobCounts } from "@jadeverse/db/broadcasts/jobs";
import { countSegment } from "@jadeverse/db/broadcasts/segments";
import { users } from "@jadeverse/db/schema";
import { isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type BotApiStandIn, type RecordedCall, startBotApiStandIn } from "./bot-api-stand-in.ts";
import {
  createRunningJob,
  deliveriesPerChat,
  spawnWorker,
  type WorkerProcess,
  waitForJobStatus,
} from "./broadcast-harness.ts";
import { insertPlayers } from "./broadcast-players.ts";
import { createTestDb, type TestDb } from "./db.ts";

const PLAYERS = Number(process.env.SOAK_PLAYERS ?? 10_000);
const KILL_AT = Math.floor(PLAYERS / 2);
const LIMIT = 30;
const isBlocked = (i: number) => i % 50 === 7; // 2 %
const isBeta = (i: number) => i < 2_500 && (i % 50 === 7 || i % 50 === 8);

let t: TestDb;
let api: BotApiStandIn;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  t = await createTestDb();
  api = await startBotApiStandIn({ rateLimit: { perSecond: LIMIT, perChatPerSecond: 1 } });
});
afterAll(async () => {
  for (const w of workers) if (w.proc.exitCode === null && w.proc.signalCode === null) await w.kill9();
  api.close();
  t.close();
});

const accepted = (c: RecordedCall) => c.method === "sendMessage" && (c.status === 200 || c.status === 403);

it(`broadcasts to ${PLAYERS} players within ${LIMIT} msg/s through a kill -9, once each`, async () => {
  const players = await insertPlayers(t.db, PLAYERS, (i) => ({ hasBetaAccess: isBeta(i) }), "SOAK");
  const blocked = players.filter((_, i) => isBlocked(i));
  for (const p of blocked) api.blockChat(Number(p.telegramId));
  const { jobId, recipients } = await createRunningJob(t.db, {
    segment: { kind: "all" },
    content: { text: "JadeVerse season 2 starts now!", entities: [{ type: "bold", offset: 0, length: 9 }] },
    progress: { chatId: "777", messageId: 1 },
  });
  expect(recipients).toBe(PLAYERS);

  let count = 0;
  let killedAt = 0;
  let worker = await spawnWorker(api, t.url, { leaseMs: 2_000 });
  workers.push(worker);
  const first = worker;
  api.intercept("sendMessage", async (_params, call) => {
    count++;
    if (count === Math.floor(PLAYERS / 5)) api.failNext("sendMessage", { kind: "retry_after", seconds: 1 });
    if (count === KILL_AT) {
      killedAt = call.at;
      await first.kill9(); // the worker dies while this request is in flight (answered after)
    }
  });
  const report = setInterval(async () => {
    const c = await jobCounts(t.db, jobId);
    console.log(`soak: sent ${c.sent}, blocked ${c.blocked}, uncertain ${c.uncertain}, pending ${c.pending}`);
  }, 30_000);
  try {
    while (first.proc.exitCode === null && first.proc.signalCode === null) await Bun.sleep(100);
    worker = await spawnWorker(api, t.url, { leaseMs: 2_000 }); // takes the lease over once it expires
    workers.push(worker);
    await waitForJobStatus(t.db, jobId, "done", 600_000);
  } finally {
    clearInterval(report);
    await worker.stop();
  }

  // No duplicate and no loss: every reachable player got exactly one message; the one in flight at
  // the kill counts as delivered and its row is `uncertain` (not sent again).
  const delivered = deliveriesPerChat(api);
  const blockedIds = new Set(blocked.map((p) => p.telegramId));
  const missing = players.filter((p) => !blockedIds.has(p.telegramId) && delivered.get(p.telegramId) !== 1);
  expect(missing).toEqual([]);
  expect(delivered.size).toBe(PLAYERS - blocked.length);
  const counts = await jobCounts(t.db, jobId);
  expect(counts).toMatchObject({
    uncertain: 1,
    sent: PLAYERS - blocked.length - 1,
    blocked: blocked.length,
    failed: 0,
    pending: 0,
    sending: 0,
  });

  // Blocked players (403) are marked, once each.
  const marked = await t.db.orm.select({ id: users.id }).from(users).where(isNotNull(users.botBlockedAt));
  expect(new Set(marked.map((m) => m.id))).toEqual(new Set(blocked.map((p) => p.id)));

  // 429s: the stand-in refused some sends (the forced one at least); each was retried, never doubled.
  const refused = api.calls.filter((c) => c.method === "sendMessage" && c.status === 429);
  expect(refused.length).toBeGreaterThanOrEqual(1);

  // Sustained rate, excluding the restart gap (from the kill to the new worker's first send).
  const sends = api.calls.filter(accepted);
  const before = sends.filter((c) => c.at <= killedAt);
  const after = sends.filter((c) => c.at > killedAt);
  const busy = (list: RecordedCall[]) => (list.length > 1 ? (list.at(-1)!.at - list[0]!.at) / 1000 : 0);
  const seconds = busy(before) + busy(after);
  const rate = (before.length - 1 + after.length - 1) / seconds;
  const gap = ((after[0]?.at ?? killedAt) - killedAt) / 1000;
  console.log(
    `soak: ${sends.length} sends in ${seconds.toFixed(1)} s (+${gap.toFixed(1)} s restart gap): ` +
      `${rate.toFixed(2)} msg/s = ${((rate / LIMIT) * 100).toFixed(1)} % of ${LIMIT} msg/s; ${refused.length} × 429 ` +
      `(at ${refused.map((c) => ((c.at - (sends[0]?.at ?? 0)) / 1000).toFixed(1)).join(", ")} s; kill at ${((killedAt - (sends[0]?.at ?? 0)) / 1000).toFixed(1)} s)`,
  );
  // Never faster than Telegram allows, whatever the machine. How close to the limit the sender keeps
  // is a speed figure, printed above and held at ≥ 95 % by `bun run bench:broadcast` (bench/README.md):
  // asserted here, it failed on a busy 2-core machine (94.6 %) with nothing wrong in the product.
  expect(rate).toBeLessThanOrEqual(LIMIT);

  // The progress message was edited as it ran, and at the end.
  expect(api.callsTo("editMessageText").at(-1)?.text).toMatch(/done[\s\S]*Remaining: 0 of/);

  // A second broadcast skips the blocked players: they are not in its snapshot, so never attempted.
  expect(await countSegment(t.db, { kind: "all" })).toBe(PLAYERS - blocked.length);
  const callsBefore = api.calls.length;
  const beta = players.filter((_, i) => isBeta(i));
  const second = await createRunningJob(t.db, { segment: { kind: "beta" }, content: { text: "Beta news" } });
  expect(second.recipients).toBe(beta.filter((p) => !blockedIds.has(p.telegramId)).length);
  worker = await spawnWorker(api, t.url, { leaseMs: 2_000 });
  workers.push(worker);
  try {
    await waitForJobStatus(t.db, second.jobId, "done", 60_000);
  } finally {
    await worker.stop();
  }
  const later = api.calls.slice(callsBefore).filter((c) => c.method === "sendMessage");
  expect(later.filter((c) => blockedIds.has(String(c.params.chat_id)))).toEqual([]);
  expect(later.filter((c) => c.status === 200)).toHaveLength(second.recipients);
}, 720_000);
