// A crash settling set is all or nothing (docs/crash.md "Settling in sets"): a driver process killed
// with SIGKILL after writing the crash's set and before committing it leaves every bet open, no
// credit and no record; the next driver step settles the same set, each bet once and exact. Runs on
// the embedded file and on sqld (the suite's database, JV_TEST_DB).
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { ledger } from "@jadeverse/db/ledger";
import { betMetrics, crashBets, crashRounds, ledgerEntries } from "@jadeverse/db/schema";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msToReach } from "../src/lib/games/crash/curve.ts";
import {
  crashEnv,
  GROWTH_RATE,
  handDriver,
  seedWithInstantFirstGame,
} from "../src/routes/games/crash.fixtures.ts";
import { key } from "../src/routes/games/fixtures.ts";
import { startTestApi, type TestApi } from "./harness.ts";
import { createManualClock } from "./manual-clock.ts";
import { createPlayers } from "./players.ts";

const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const seed = seedWithInstantFirstGame();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(crashEnv(seed));
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Reads the child's stdout until `line` (bounded); answers everything read. */
async function readUntil(child: Bun.Subprocess<"ignore", "pipe", "pipe">, line: string, ms: number) {
  let out = "";
  const reader = child.stdout.getReader();
  const deadline = Date.now() + ms;
  while (!out.includes(line)) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const next = await Promise.race([
      reader.read(),
      Bun.sleep(left).then(() => ({ done: true, value: undefined })),
    ]);
    if (next.done || !next.value) break;
    out += new TextDecoder().decode(next.value);
  }
  reader.releaseLock();
  return out;
}

describe("a crash set under kill -9", () => {
  it("commits whole or not at all, and the next step settles it once", async () => {
    const clock = createManualClock();
    api.deps.now = clock.now;
    const driver = handDriver(api, clock);
    const players = await createPlayers(api, 60);
    await api.db.write((tx) =>
      ledger.creditSet(
        tx,
        "coins",
        "test-grant",
        players.map((p) => ({ key: `grant:${p.userId}`, userId: p.userId, delta: 1_000 })),
      ),
    );
    const { roundId, point } = await driver.openWhere((p) => p > 200 && p < 5_000);
    // Half target 1.50× (paid at the crash by a driver that never settled them on a tick), half 50×.
    for (const [i, p] of players.entries()) {
      const res = await api.request("POST", "/api/games/crash/bet", {
        token: p.token,
        body: { requestKey: key(), stake: 100, autoCashout: i % 2 ? 150 : 5_000 },
      });
      expect(res.status).toBe(200);
    }
    await driver.start();
    const startedAt = clock.ms;
    // Another process drives the crash, and is killed after writing the set, before its commit.
    clock.advanceTo(startedAt + msToReach(point, GROWTH_RATE) + 1);
    const child = Bun.spawn(["bun", "api/test/crash-set-instance.ts", api.dbUrl, seed, String(clock.ms)], {
      cwd: repoRoot,
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
    });
    const out = await readUntil(child, "SET-WRITTEN", 60_000);
    child.kill("SIGKILL");
    if (!out.includes("SET-WRITTEN"))
      throw new Error(`the driver process: ${out}${await new Response(child.stderr).text()}`);
    expect(await child.exited).not.toBe(0);

    // The crash itself was committed before the set; nothing of the set was.
    const [round] = await api.db.orm.select().from(crashRounds).where(eq(crashRounds.id, roundId));
    expect(round?.phase).toBe("crashed");
    const bets = () => api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect((await bets()).every((b) => b.status === "open")).toBe(true);
    const credits = () =>
      api.db.orm
        .select()
        .from(ledgerEntries)
        .where(like(ledgerEntries.idempotencyKey, `crash:${roundId}:%:win#0`));
    expect(await credits()).toHaveLength(0);
    const history = () =>
      api.db.orm
        .select()
        .from(betMetrics)
        .where(like(betMetrics.externalId, `crash:${roundId}:%`));
    expect(await history()).toHaveLength(0);

    // This instance's next step settles the crashed round's open bets, once.
    await driver.step();
    const settled = await bets();
    expect(settled.filter((b) => b.status === "won")).toHaveLength(30);
    expect(settled.filter((b) => b.status === "lost")).toHaveLength(30);
    expect(await credits()).toHaveLength(30);
    expect(await history()).toHaveLength(120);
    for (const [i, p] of players.entries()) {
      const user = await api.db.orm.query.users.findFirst({ where: (u, { eq }) => eq(u.id, p.userId) });
      expect(user?.coins).toBe(i % 2 ? 1_000 - 100 + 150 : 900);
    }
    await driver.step();
    expect(await credits()).toHaveLength(30);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  }, 180_000);
});
