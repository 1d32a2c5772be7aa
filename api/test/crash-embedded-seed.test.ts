import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "./api-process.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface CrashState {
  configured: boolean;
  terminatingHash: string;
  salt: string;
  chainLength: number;
}
interface CrashHistory {
  rounds: { gameNumber: number; hash: string; point: number }[];
}

/** The first crashed round the process serves, waited for (bounded). */
async function firstCrashedRound(api: ApiProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const history = (await (await fetch(`${api.url}/api/games/crash/history`)).json()) as CrashHistory;
    if (history.rounds.length) return history.rounds.at(-1)!;
    await Bun.sleep(200);
  }
  throw new Error(`no crashed round within a minute:\n${api.output()}`);
}

// Issue 33: `npm start` serves crash with nothing configured (docs/crash.md "Seeding").
// It starts its own embedded database whatever JV_TEST_DB says: once is enough.
describe.skipIf(process.env.JV_TEST_DB === "sqld")("crash with no CRASH_CHAIN_SEED (the API process)", () => {
  const dir = mkdtempSync(join(tmpdir(), "jv-crash-seed-"));
  const seedFile = join(dir, "data", "crash-seed.json");
  const env = {
    DATABASE_URL: `file:${join(dir, "crash.db")}`,
    STATIC_ROOT: dir,
    CRASH_SEED_FILE: seedFile,
    CRASH_CHAIN_LENGTH: "5000",
    CRASH_BETTING_MS: "300",
    CRASH_COOLDOWN_MS: "100",
    CRASH_GROWTH_RATE: "0.002",
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("generates a seed kept only for its owner, plays a round that chains to the served hash, logs the hash and never the seed", async () => {
    const api = await startApiProcess(env);
    try {
      const state = (await (await fetch(`${api.url}/api/games/crash`)).json()) as CrashState;
      expect(state.configured).toBe(true);
      expect(state.chainLength).toBe(5000);
      const kept = JSON.parse(readFileSync(seedFile, "utf8")) as { seed: string; salt: string };
      expect(statSync(seedFile).mode & 0o777).toBe(0o600);
      expect(state.salt).toBe(kept.salt);

      const round = await firstCrashedRound(api);
      // Game g plays the chain's hash N − g steps below the terminating hash: g more hashes reach it.
      let hash = round.hash;
      for (let k = 0; k < round.gameNumber; k++) hash = sha256(hash);
      expect(hash).toBe(state.terminatingHash);

      await api.waitForLog((line) => line.msg === "crash: driving rounds");
      const driving = api.log.find((line) => line.msg === "crash: driving rounds");
      expect(driving).toMatchObject({ terminatingHash: state.terminatingHash, salt: kept.salt });
      expect(
        api.log.some((line) => String(line.msg).startsWith("crash: generated an embedded chain seed")),
      ).toBe(true);
      expect(api.output()).not.toContain(kept.seed);
    } finally {
      await api.stop();
    }
  });

  it("plays the same chain after a restart, and a configured seed wins over the file", async () => {
    const again = await startApiProcess(env);
    const kept = JSON.parse(readFileSync(seedFile, "utf8")) as { seed: string };
    let first: CrashState;
    try {
      first = (await (await fetch(`${again.url}/api/games/crash`)).json()) as CrashState;
      let expected = kept.seed;
      for (let k = 0; k < 5000; k++) expected = sha256(expected);
      expect(first.terminatingHash).toBe(expected);
      expect(
        again.log.some((line) => String(line.msg).startsWith("crash: playing the embedded chain seed")),
      ).toBe(true);
    } finally {
      await again.stop();
    }
    const configured = await startApiProcess({
      ...env,
      DATABASE_URL: `file:${join(dir, "configured.db")}`,
      CRASH_CHAIN_SEED: "c".repeat(64),
      CRASH_SALT: "published-salt",
    });
    try {
      const state = (await (await fetch(`${configured.url}/api/games/crash`)).json()) as CrashState;
      expect(state.salt).toBe("published-salt");
      expect(state.terminatingHash).not.toBe(first.terminatingHash);
    } finally {
      await configured.stop();
    }
  });

  it("stays off with CRASH_SEED_FILE=off", async () => {
    const off = await startApiProcess({
      ...env,
      DATABASE_URL: `file:${join(dir, "off.db")}`,
      CRASH_SEED_FILE: "off",
    });
    try {
      expect(await (await fetch(`${off.url}/api/games/crash`)).json()).toEqual({ configured: false });
    } finally {
      await off.stop();
    }
  });
});
