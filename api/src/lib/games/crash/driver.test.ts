import { crashRounds, jobLeases } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../../test/harness.ts";
import { JOBS } from "../../../jobs.ts";
import { crashEnv, seedWithInstantFirstGame, sha } from "../../../routes/games/crash.fixtures.ts";
import { createJobs } from "../../jobs/registry.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    {
      ...crashEnv(seedWithInstantFirstGame()),
      CRASH_BETTING_MS: "200",
      CRASH_COOLDOWN_MS: "100",
      CRASH_GROWTH_RATE: "0.003",
    },
    { realtime: true },
  );
});
afterAll(async () => {
  await api.close();
});

describe("the crash round driver", { timeout: 120_000 }, () => {
  it("runs under the job lease: of two runners one drives, rounds follow the chain in real time", async () => {
    const crashJob = JOBS.filter((job) => job.name === "crash-rounds");
    expect(crashJob).toHaveLength(1);
    const options = { pollMs: 50, startDelayMs: 0 };
    const runners = [
      createJobs(api.deps, crashJob, { ...options, holder: "instance-a" }),
      createJobs(api.deps, crashJob, { ...options, holder: "instance-b" }),
    ];
    const socket = connect(`${api.url}/crash`, {
      path: "/socket.io/",
      transports: ["websocket"],
      reconnection: false,
    });
    const ticks: number[] = [];
    const crashed: { gameNumber: number; hash: string }[] = [];
    socket.on("crash:tick", (t) => ticks.push(t.multiplier));
    socket.on("crash:crashed", (c) => crashed.push(c));
    try {
      // Connected before the first round can start: on a busy machine a round that crashed at once
      // came and went before the handshake, and its crash was never seen.
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve());
        socket.once("connect_error", reject);
      });
      for (const runner of runners) runner.start();
      const deadline = Date.now() + 60_000;
      while (crashed.length < 3 && Date.now() < deadline) await Bun.sleep(20);
      expect(crashed.length).toBeGreaterThanOrEqual(3);
      const [lease] = await api.db.orm.select().from(jobLeases).where(eq(jobLeases.name, "crash-rounds"));
      expect(["instance-a", "instance-b"]).toContain(lease?.holder);
    } finally {
      for (const runner of runners) await runner.stop();
      socket.disconnect();
    }
    const rows = await api.db.orm.select().from(crashRounds).orderBy(crashRounds.gameNumber);
    expect(rows.map((r) => r.gameNumber)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(sha(rows[i]!.hash)).toBe(rows[i - 1]!.hash);
    expect(crashed[0]).toMatchObject({ gameNumber: 1, hash: rows[0]!.hash });
    // Ticks climb within a round and never reach its point.
    expect(ticks.length).toBeGreaterThan(0);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(100);
  });
});
