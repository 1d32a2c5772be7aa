import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, type Db } from "@jadeverse/db/client";
import { readLease } from "@jadeverse/db/jobs/leases";
import { migrateDb } from "@jadeverse/db/migrate";
import { jobLeases } from "@jadeverse/db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usingSqld } from "../../../test/harness.ts";
import { createManualClock } from "../../../test/manual-clock.ts";
import { type SqldServer, startSqld } from "../../../test/sqld.ts";
import { createLogger } from "../logger.ts";
import { createJobRunner, type Job, type JobRunner } from "./runner.ts";

/**
 * Runners with different holders share nothing but the database, as API instances do; in-process
 * tests use one handle (two embedded connections in one thread would wait on each other's locks),
 * the cross-process test runs two real processes on one database.
 */
let sqld: SqldServer | undefined;
let dir: string;
let url: string;
let a: Db;
let b: Db;
const logLines: string[] = [];
const logger = createLogger("debug", {}, (line) => void logLines.push(line));
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-jobs-"));
  url = `file:${join(dir, "jobs.db")}`;
  if (usingSqld) {
    sqld = await startSqld();
    url = sqld.url;
  }
  a = await createDb({ url });
  await migrateDb(a);
  b = a;
});
afterAll(async () => {
  a.close();
  await sqld?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for a condition, polling, with a generous deadline (no bet on how fast the machine is). */
async function until(check: () => Promise<boolean>, deadlineMs = 15_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(10);
  }
}
const lease = (name: string) => readLease(a, name);

describe("job runner", () => {
  it("never runs one job in two runners at once, and each due run happens once", async () => {
    let active = 0;
    let maxActive = 0;
    const runs: string[] = [];
    const job = (holder: string): Job => ({
      name: "exclusive",
      everyMs: 1,
      run: async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        runs.push(holder);
        await sleep(20);
        active--;
      },
    });
    const one = createJobRunner({ db: a, logger, holder: "instance-1" });
    const two = createJobRunner({ db: b, logger, holder: "instance-2" });
    one.register(job("instance-1"));
    two.register(job("instance-2"));
    // Both ask at the same moment, over and over: one runs, the other finds the lease taken.
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([one.tick("exclusive"), two.tick("exclusive")]);
      expect([x.status, y.status].sort()).toEqual(["ran", "skipped"]);
    }
    expect(maxActive).toBe(1);
    expect(runs).toHaveLength(10);
    expect(await lease("exclusive")).toMatchObject({ holder: null, leasedUntil: null, lastError: null });
  });

  it("never runs one job on two processes at once (two instances on one database)", async () => {
    const log = join(dir, "runs.log");
    writeFileSync(log, "");
    const script = fileURLToPath(new URL("../../../test/job-instance.ts", import.meta.url));
    const instances = ["process-1", "process-2"].map((holder) =>
      // Four seconds of asking: on a loaded machine 1.5 s let one process take every turn.
      Bun.spawn(["bun", script, url, holder, log, "4000"], { stdout: "inherit", stderr: "inherit" }),
    );
    expect(await Promise.all(instances.map((child) => child.exited))).toEqual([0, 0]);
    const events = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => {
        const [holder, kind, at] = line.split(" ");
        return { holder, kind, at: Number(at) };
      });
    const starts = events.filter((e) => e.kind === "start");
    expect(starts.length).toBeGreaterThan(4);
    expect(new Set(starts.map((e) => e.holder)).size).toBe(2); // both got their turns
    // The log alternates start/end: no run began while another was in progress.
    expect(events.map((event) => event.kind)).toEqual(events.map((_, i) => (i % 2 === 0 ? "start" : "end")));
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]?.holder).toBe(events[i]?.holder);
  }, 30_000);

  it("runs a job only when due: everyMs is measured from the last run, across instances", async () => {
    let runs = 0;
    const make = (db: Db, holder: string) => {
      const runner = createJobRunner({ db, logger, holder });
      runner.register({ name: "hourly", everyMs: 3_600_000, run: async () => void runs++ });
      return runner;
    };
    const one = make(a, "instance-1");
    const two = make(b, "instance-2");
    expect((await one.tick("hourly")).status).toBe("ran");
    expect((await two.tick("hourly")).status).toBe("skipped");
    expect((await one.tick("hourly")).status).toBe("skipped");
    expect(runs).toBe(1);
  });

  it("takes over a crashed holder's lease once it has expired, not before", async () => {
    const now = Date.now();
    await a.write((tx) =>
      tx.insert(jobLeases).values([
        { name: "crashed", holder: "dead-instance", leasedUntil: new Date(now - 1_000) },
        { name: "alive", holder: "busy-instance", leasedUntil: new Date(now + 60_000) },
      ]),
    );
    let ran = 0;
    const runner = createJobRunner({ db: b, logger, holder: "survivor" });
    runner.register({ name: "crashed", everyMs: 1, run: async () => void ran++ });
    runner.register({ name: "alive", everyMs: 1, run: async () => void ran++ });
    expect((await runner.tick("alive")).status).toBe("skipped");
    expect((await runner.tick("crashed")).status).toBe("ran");
    expect(ran).toBe(1);
    expect(await lease("alive")).toMatchObject({ holder: "busy-instance" });
    const crashed = await lease("crashed");
    expect(crashed).toMatchObject({ holder: null, leasedUntil: null, lastError: null });
    expect(crashed?.lastRunAt?.getTime()).toBeGreaterThanOrEqual(now - 1_000);
  });

  it("records a failure in last_error (redacted), never throws, and releases the lease", async () => {
    const runner = createJobRunner({ db: a, logger, holder: "instance-1" });
    const token = "Zk9xT3BhY2tlZFRva2VuV2l0aE1peGVkQ2FzZTEyMzQ1Ng";
    runner.register({
      name: "failing",
      everyMs: 1,
      run: async () => {
        throw new Error(`upstream refused token ${token}`);
      },
    });
    const result = await runner.tick("failing");
    expect(result.status).toBe("failed");
    const row = await lease("failing");
    expect(row).toMatchObject({ holder: null, leasedUntil: null });
    expect(row?.lastError).toBe("Error: upstream refused token [redacted:token]");
    expect(logLines.join("\n")).not.toContain(token);
  });

  it("keeps a long run's lease alive, and stops cleanly: running jobs are aborted and release", async () => {
    let runner: JobRunner | undefined;
    let aborted = false;
    // The leases' clock moves only when the test moves it: renewal is shown, not raced.
    const clock = createManualClock();
    runner = createJobRunner({
      db: a,
      logger,
      holder: "instance-1",
      startDelayMs: 0,
      pollMs: 10,
      now: clock.now,
    });
    runner.register({
      name: "long",
      everyMs: 1,
      leaseMs: 90,
      run: (signal) =>
        new Promise<void>((resolve) => {
          signal.addEventListener("abort", () => {
            aborted = true;
            resolve();
          });
        }),
    });
    runner.start();
    await until(async () => (await lease("long"))?.holder === "instance-1");
    clock.advance(300); // well past the lease as first taken: only renewals (every 30 ms) keep it
    await until(async () => ((await lease("long"))?.leasedUntil?.getTime() ?? 0) > clock.ms);
    expect((await lease("long"))?.holder).toBe("instance-1");
    const other = createJobRunner({ db: b, logger, holder: "instance-2", now: clock.now });
    other.register({ name: "long", everyMs: 1, run: async () => {} });
    expect((await other.tick("long")).status).toBe("skipped");

    await runner.stop(2_000);
    expect(aborted).toBe(true);
    expect(await lease("long")).toMatchObject({ holder: null, leasedUntil: null });
    expect((await runner.tick("long")).status).toBe("stopped");
    runner = undefined;
  });

  it("survives an unreachable database: the tick reports it and nothing is thrown", async () => {
    const down = {
      ...a,
      write: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:8080")),
    } as Db;
    const runner = createJobRunner({ db: down, logger, holder: "instance-3" });
    let ran = false;
    runner.register({
      name: "orphan",
      everyMs: 1,
      run: async () => {
        ran = true;
      },
    });
    expect((await runner.tick("orphan")).status).toBe("unavailable");
    expect(ran).toBe(false);
  });
});
