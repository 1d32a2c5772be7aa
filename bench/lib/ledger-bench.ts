/**
 * docs/architecture.md §7's write bar, measured without HTTP: one ledger operation of a wheel spin's shape
 * (a gems debit and a coins credit for one player: two conditional updates and two ledger rows in
 * one write transaction, through `ledger.run`) against the same statements as a bare transaction on
 * the synchronous libsql driver with prepared statements, on the same database file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Connection from "libsql";
import { createDb } from "../../db/src/client.ts";
import { ledger } from "../../db/src/ledger.ts";
import { migrateDb } from "../../db/src/migrate.ts";
import { users } from "../../db/src/schema/users.ts";
import { formatOps, medianBy, type OpsResult, timed } from "./ops.ts";

const SPIN_COST_GEMS = 1;
const SPIN_PRIZE_COINS = 250;

/** The bare transaction: what `ledger.apply` does for a two-change operation, as hand-written SQL. */
function rawSpin(path: string, userId: number) {
  const connection = new Connection(path);
  connection.exec("PRAGMA busy_timeout = 5000");
  connection.exec("PRAGMA synchronous = NORMAL");
  connection.exec("PRAGMA foreign_keys = ON");
  const begin = connection.prepare("BEGIN IMMEDIATE");
  const commit = connection.prepare("COMMIT");
  const rollback = connection.prepare("ROLLBACK");
  const existing = connection.prepare(
    "select user_id, currency, balance_after from ledger_entries where idempotency_key in (?, ?) order by id",
  );
  const debitGems = connection.prepare(
    "update users set gems = gems + ?, max_gems_owned = max(max_gems_owned, gems + ?) " +
      "where id = ? and deleted_at is null and gems + ? >= 0 returning gems",
  );
  const creditCoins = connection.prepare(
    "update users set coins = coins + ? where id = ? and deleted_at is null and coins + ? >= 0 returning coins",
  );
  const entry = connection.prepare(
    "insert into ledger_entries (user_id, currency, delta, balance_after, reason, reference, idempotency_key) " +
      "values (?, ?, ?, ?, ?, ?, ?)",
  );
  const run = (i: number) => {
    const key = `raw-spin:${i}`;
    begin.run();
    try {
      if (existing.all([`${key}#0`, `${key}#1`]).length > 0) throw new Error("replayed key");
      const gems = debitGems.get([-SPIN_COST_GEMS, -SPIN_COST_GEMS, userId, -SPIN_COST_GEMS]) as {
        gems: number;
      };
      entry.run([userId, "gems", -SPIN_COST_GEMS, gems.gems, "wheel-spin", null, `${key}#0`]);
      const coins = creditCoins.get([SPIN_PRIZE_COINS, userId, SPIN_PRIZE_COINS]) as { coins: number };
      entry.run([userId, "coins", SPIN_PRIZE_COINS, coins.coins, "wheel-spin", null, `${key}#1`]);
      commit.run();
    } catch (error) {
      rollback.run();
      throw error;
    }
  };
  return { run, close: () => connection.close() };
}

export interface LedgerBenchResult {
  ledger: OpsResult & { runsOpsPerSecond: number[] };
  raw: OpsResult & { runsOpsPerSecond: number[] };
  ratio: number;
}

/** Alternating rounds (ledger, raw, ledger, raw, …) after one warm-up each; medians by throughput. */
export async function benchLedger(options: {
  seconds: number;
  rounds: number;
  warmup: number;
  log: (line: string) => void;
}): Promise<LedgerBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), "jv-bench-ledger-"));
  const path = join(dir, "ledger.db");
  const db = await createDb({ url: `file:${path}` });
  let raw: ReturnType<typeof rawSpin> | undefined;
  try {
    await migrateDb(db);
    const [player] = await db.write((tx) =>
      tx.insert(users).values({ referralCode: "BENCHSPIN", nickname: "spinner" }).returning({ id: users.id }),
    );
    const userId = player?.id;
    if (!userId) throw new Error("no bench player");
    // Enough gems for every spin either side can make in the run.
    await ledger.run(db, {
      key: "bench:fund",
      reason: "bench",
      changes: [{ userId, currency: "gems", delta: 1_000_000_000 }],
    });
    raw = rawSpin(path, userId);
    const spin = (i: number) =>
      ledger.run(db, {
        key: `spin:${i}`,
        reason: "wheel-spin",
        changes: [
          { userId, currency: "gems", delta: -SPIN_COST_GEMS },
          { userId, currency: "coins", delta: SPIN_PRIZE_COINS },
        ],
      });
    const sides = [
      { label: "ledger.run", run: spin, runs: [] as OpsResult[] },
      { label: "raw libsql", run: raw.run, runs: [] as OpsResult[] },
    ];
    let next = 0;
    if (options.warmup > 0) {
      for (const side of sides) {
        const r = await timed(side.run, options.warmup, next);
        next += r.ops;
        options.log(`  warm-up  ${side.label.padEnd(10)} ${formatOps(r)}`);
      }
    }
    for (let round = 1; round <= options.rounds; round++) {
      for (const side of sides) {
        const r = await timed(side.run, options.seconds, next);
        next += r.ops;
        side.runs.push(r);
        options.log(`  round ${round}  ${side.label.padEnd(10)} ${formatOps(r)}`);
      }
    }
    const [ledgerSide, rawSide] = sides as [(typeof sides)[0], (typeof sides)[0]];
    const ledgerMedian = medianBy(ledgerSide.runs);
    const rawMedian = medianBy(rawSide.runs);
    return {
      ledger: { ...ledgerMedian, runsOpsPerSecond: ledgerSide.runs.map((r) => r.opsPerSecond) },
      raw: { ...rawMedian, runsOpsPerSecond: rawSide.runs.map((r) => r.opsPerSecond) },
      ratio: Math.round((ledgerMedian.opsPerSecond / rawMedian.opsPerSecond) * 10_000) / 10_000,
    };
  } finally {
    raw?.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
