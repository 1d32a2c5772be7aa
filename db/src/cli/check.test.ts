import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { seedDatabase } from "../seed/index.ts";

const repoRoot = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const dir = mkdtempSync(join(tmpdir(), "jv-check-"));
const url = `file:${join(dir, "seeded.db")}`;
let db: Db;

/** Runs the real `bun run db:check` against the temp database and returns its exit code and output. */
async function dbCheck() {
  const child = Bun.spawn(["bun", "run", "db:check"], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: url },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, out, err] = await Promise.all([
    child.exited,
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
  ]);
  return { code, output: out + err };
}

beforeAll(async () => {
  db = await createDb({ url });
  await migrateDb(db);
  await seedDatabase(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("bun run db:check", () => {
  it("passes on the seeded database", async () => {
    const { code, output } = await dbCheck();
    expect(output).toContain("ledger invariant holds");
    expect(output).toMatch(/leaderboard invariant holds: [1-9]\d* players on the boards/);
    expect(code).toBe(0);
  });

  it("fails when a player's board totals no longer match their per-game statistics", async () => {
    const player = "(select min(user_id) from leaderboard_totals)";
    await db.execute(`update leaderboard_totals set total_wins = total_wins + 1 where user_id = ${player}`);
    const { code, output } = await dbCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/leaderboard invariant FAILED/);
    expect(output).toMatch(/totals differ from the per-game sums/);
    await db.execute(`update leaderboard_totals set total_wins = total_wins - 1 where user_id = ${player}`);
    expect((await dbCheck()).code).toBe(0);
  });

  it("fails when a rank bucket's count drifts", async () => {
    const bucket = "rowid = (select min(rowid) from leaderboard_rank_buckets where players > 0)";
    await db.execute(`update leaderboard_rank_buckets set players = players + 1 where ${bucket}`);
    const { code, output } = await dbCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/bucket \d+: counted/);
    await db.execute(`update leaderboard_rank_buckets set players = players - 1 where ${bucket}`);
    expect((await dbCheck()).code).toBe(0);
  });

  it("fails when a ledger row was tampered with", async () => {
    await db.execute(
      "update ledger_entries set delta = delta + 1 where id = (select min(id) from ledger_entries)",
    );
    const { code, output } = await dbCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/ledger invariant FAILED/);
    await db.execute(
      "update ledger_entries set delta = delta - 1 where id = (select min(id) from ledger_entries)",
    );
    expect((await dbCheck()).code).toBe(0);
  });

  it("fails when a balance was edited outside the ledger", async () => {
    await db.execute("update users set gems = gems + 1000 where id = (select max(id) from users)");
    const { code, output } = await dbCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/balance .* but ledger sums to/);
    await db.execute("update users set gems = gems - 1000 where id = (select max(id) from users)");
  });

  it("fails when a ledger row's balance_after was rewritten", async () => {
    await db.execute(
      "update ledger_entries set balance_after = balance_after + 5 where id = (select max(id) from ledger_entries)",
    );
    const { code, output } = await dbCheck();
    expect(code).toBe(1);
    expect(output).toMatch(/running sum/);
  });
});
