// The crash-rounds job body (`runCrashRounds`): off without a chain, logs what it drives, retries a
// failing step after a tick, stops at once when aborted; and the driver's refusal to go past the
// end of its hash chain.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../../test/harness.ts";
import { createManualClock } from "../../../../test/manual-clock.ts";
import { crashEnv, handDriver, seedWithInstantFirstGame } from "../../../routes/games/crash.fixtures.ts";
import { setCrashBroadcaster } from "./broadcast.ts";
import { runCrashRounds } from "./driver.ts";

const seed = seedWithInstantFirstGame();
const apis: TestApi[] = [];
async function start(env: Record<string, string>, logLines?: string[]) {
  const api = await startTestApi(env, logLines ? { logLines } : {});
  apis.push(api);
  return api;
}
afterAll(async () => {
  for (const api of apis) await api.close();
});
const logged = (lines: string[]) => lines.map((line) => JSON.parse(line));
/** Resolves "done" when `run` ends within `ms`, else "running". */
const within = (run: Promise<void>, ms: number) =>
  Promise.race([run.then(() => "done"), Bun.sleep(ms).then(() => "running")]);

describe("running the crash rounds", { timeout: 60_000 }, () => {
  it("returns at once when crash is not configured", async () => {
    const api = await start({});
    await expect(runCrashRounds(api.deps, new AbortController().signal)).resolves.toBeUndefined();
  });

  describe("with a chain", () => {
    const lines: string[] = [];
    let api: TestApi;
    beforeAll(async () => {
      api = await start({ ...crashEnv(seed), CRASH_BETTING_MS: "600000" }, lines);
      api.deps.now = createManualClock().now;
    });

    it("logs the chain it drives, retries a failing step after a tick and stops when aborted mid-wait", async () => {
      let failures = 1;
      const rounds: string[] = [];
      setCrashBroadcaster(api.deps, {
        round(event) {
          rounds.push(event.phase);
          if (failures-- > 0) throw new Error("socket namespace down");
        },
        tick() {},
        cashout() {},
        crashed() {},
      });
      const controller = new AbortController();
      const run = runCrashRounds(api.deps, controller.signal);
      const deadline = Date.now() + 10_000;
      while (!logged(lines).some((l) => l.msg === "crash: round step failed") && Date.now() < deadline)
        await Bun.sleep(10);
      // The step after the failure finds the round open and waits out its 10-minute window; abort ends that wait.
      await Bun.sleep(200);
      controller.abort();
      expect(await within(run, 2_000)).toBe("done");
      expect(rounds).toEqual(["betting"]);
      const log = logged(lines);
      expect(log.find((l) => l.msg === "crash: driving rounds")).toMatchObject({
        level: "info",
        chainLength: 200,
      });
      expect(log.filter((l) => l.msg === "crash: round step failed")).toHaveLength(1);
      expect(log.find((l) => l.msg === "crash: round step failed")?.level).toBe("error");
      expect((await api.request("GET", "/api/games/crash")).body.round).toMatchObject({
        gameNumber: 1,
        phase: "betting",
      });
    });

    it("does not wait when aborted while a step is running", async () => {
      const clock = createManualClock();
      const controller = new AbortController();
      // The driver aborts as the step reads the clock: the long betting wait it answers is skipped.
      api.deps.now = () => {
        controller.abort();
        return clock.now();
      };
      expect(await within(runCrashRounds(api.deps, controller.signal), 2_000)).toBe("done");
    });
  });

  it("opens no game past the end of the chain, logs it and retries after a minute", async () => {
    const lines: string[] = [];
    const api = await start({ ...crashEnv(seed), CRASH_CHAIN_LENGTH: "1" }, lines);
    const clock = createManualClock();
    api.deps.now = clock.now;
    const driver = handDriver(api, clock);
    expect(await driver.step()).toBe(driver.config.bettingMs);
    expect((await driver.state()).round).toMatchObject({ gameNumber: 1, phase: "betting" });
    await driver.start();
    clock.advance(10 ** 7);
    if ((await driver.state()).round) await driver.step();
    expect((await driver.state()).round).toBeNull();
    clock.advance(driver.config.cooldownMs);
    expect(await driver.step()).toBe(60_000);
    expect((await driver.state()).round).toBeNull();
    expect(
      logged(lines).find((l) => l.msg === "crash: the hash chain is used up; configure a new chain"),
    ).toMatchObject({ level: "error", length: 1 });
  });
});
