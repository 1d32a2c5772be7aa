/**
 * `bun run bench:broadcast`: the broadcast rate against Telegram's limit. A broadcast to N players
 * (BENCH_PLAYERS, default 3,000) runs through the job worker (its own process, as in production)
 * against the local Bot API stand-in enforcing 30 msg/s overall and 1 msg/s per chat with 429s, like
 * Telegram. Prints the achieved rate as a share of the limit, writes bench/results/broadcast-latest.json
 * and exits 1 below 95 %. BENCH_RATE sets BROADCAST_RATE_PER_SECOND (default 29.5).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startBotApiStandIn } from "../bot/test/bot-api-stand-in.ts";
import { createRunningJob, spawnWorker, waitForJobStatus } from "../bot/test/broadcast-harness.ts";
import { insertPlayers } from "../bot/test/broadcast-players.ts";
import { createTestDb } from "../bot/test/db.ts";
import { jobCounts } from "../db/src/broadcasts/jobs.ts";
import { gitCommit } from "./lib/report.ts";

const LIMIT = 30;
const BAR = 0.95;
const players = Number(process.env.BENCH_PLAYERS ?? 3_000);
const rate = Number(process.env.BENCH_RATE ?? 29.5);
if (!Number.isInteger(players) || players < 100) throw new Error("BENCH_PLAYERS must be an integer ≥ 100");

const t = await createTestDb();
const api = await startBotApiStandIn({ rateLimit: { perSecond: LIMIT, perChatPerSecond: 1 } });
try {
  await insertPlayers(t.db, players, () => ({}), "BENCH");
  const { jobId } = await createRunningJob(t.db, { segment: { kind: "all" }, content: { text: "Bench" } });
  console.log(`broadcast to ${players} players at ${rate} msg/s against a ${LIMIT} msg/s limit…`);
  const worker = await spawnWorker(api, t.url, { rate });
  try {
    await waitForJobStatus(t.db, jobId, "done", (players / rate) * 1000 * 2 + 30_000);
  } finally {
    await worker.stop();
  }
  const sends = api.calls.filter((c) => c.method === "sendMessage" && c.status === 200);
  const refused = api.calls.filter((c) => c.method === "sendMessage" && c.status === 429).length;
  const seconds = ((sends.at(-1)?.at ?? 0) - (sends[0]?.at ?? 0)) / 1000;
  const achieved = (sends.length - 1) / seconds;
  const ratio = achieved / LIMIT;
  const counts = await jobCounts(t.db, jobId);
  console.log(
    `sent ${counts.sent}/${counts.total} in ${seconds.toFixed(1)} s: ${achieved.toFixed(2)} msg/s = ` +
      `${(ratio * 100).toFixed(1)} % of ${LIMIT} msg/s (bar ${BAR * 100} %), ${refused} × 429`,
  );
  const out = join(dirname(fileURLToPath(import.meta.url)), "results", "broadcast-latest.json");
  mkdirSync(dirname(out), { recursive: true });
  const result = {
    at: new Date().toISOString(),
    commit: gitCommit(),
    players,
    rate,
    limit: LIMIT,
    achieved,
    ratio,
    refused,
  };
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  if (ratio < BAR || counts.sent !== players) process.exitCode = 1;
} finally {
  api.close();
  t.close();
}
