import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testEnv } from "../../../env.ts";
import { createLogger } from "../../logger.ts";
import { logCrashSeed, provideCrashSeed, SEED_FILE_MODE } from "./embedded-seed.ts";

// The embedded default of crash's seed (docs/crash.md "Seeding"); the API process playing it is
// api/test/crash-embedded-seed.test.ts.
const dir = mkdtempSync(join(tmpdir(), "jv-crash-seed-unit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("provideCrashSeed", () => {
  it("generates a seed and a salt once, in a file only its owner reads, and keeps them", () => {
    const file = join(dir, "nested", "deeper", "seed.json");
    const env = testEnv({ CRASH_SEED_FILE: file });
    expect(provideCrashSeed(env)).toBe("generated");
    expect(statSync(file).mode & 0o777).toBe(SEED_FILE_MODE);
    expect(SEED_FILE_MODE).toBe(0o600);
    const kept = JSON.parse(readFileSync(file, "utf8"));
    expect(kept.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.seed).not.toBe(kept.salt);
    expect([env.CRASH_CHAIN_SEED, env.CRASH_SALT]).toEqual([kept.seed, kept.salt]);
    const again = testEnv({ CRASH_SEED_FILE: file });
    expect(provideCrashSeed(again)).toBe("kept");
    expect([again.CRASH_CHAIN_SEED, again.CRASH_SALT]).toEqual([kept.seed, kept.salt]);
  });

  it("leaves a configured seed alone, and crash off with CRASH_SEED_FILE=off", () => {
    const file = join(dir, "unused.json");
    const configured = testEnv({ CRASH_CHAIN_SEED: "a".repeat(64), CRASH_SALT: "s", CRASH_SEED_FILE: file });
    expect(provideCrashSeed(configured)).toBe("configured");
    expect(configured.CRASH_CHAIN_SEED).toBe("a".repeat(64));
    const off = testEnv({ CRASH_SEED_FILE: "off" });
    expect(provideCrashSeed(off)).toBe("off");
    expect(off.CRASH_CHAIN_SEED).toBeUndefined();
    expect(() => statSync(file)).toThrow();
  });

  it("fails loudly where the seed cannot be kept (never plays an unkept seed)", () => {
    const blocker = join(dir, "a-file");
    writeFileSync(blocker, "not a directory");
    expect(() => provideCrashSeed(testEnv({ CRASH_SEED_FILE: join(blocker, "seed.json") }))).toThrow(
      /ENOTDIR|EEXIST|not a directory/i,
    );
  });

  it("refuses a file it did not write rather than play a seed it cannot trust", () => {
    const padded = join(dir, "padded.json");
    writeFileSync(padded, JSON.stringify({ seed: `x${"c".repeat(64)}x`, salt: "s", createdAt: "now" }));
    expect(() => provideCrashSeed(testEnv({ CRASH_SEED_FILE: padded }))).toThrow(/not a seed file/);
    const file = join(dir, "foreign.json");
    writeFileSync(file, JSON.stringify({ seed: "not hex", salt: "x", createdAt: "now" }));
    expect(() => provideCrashSeed(testEnv({ CRASH_SEED_FILE: file }))).toThrow(/not a seed file/);
    const empty = join(dir, "empty.json");
    writeFileSync(empty, JSON.stringify({ seed: "b".repeat(64), salt: "", createdAt: "now" }));
    expect(() => provideCrashSeed(testEnv({ CRASH_SEED_FILE: empty }))).toThrow(/not a seed file/);
  });
});

describe("logCrashSeed", () => {
  const logged = (source: Parameters<typeof logCrashSeed>[2]) => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("debug", {}, (line) => void lines.push(JSON.parse(line)));
    logCrashSeed(logger, testEnv({ CRASH_SEED_FILE: join(dir, "x.json") }), source);
    return lines;
  };

  it("warns that the seed is the embedded one, says when crash is off, and stays quiet when configured", () => {
    expect(logged("generated")).toMatchObject([
      {
        level: "warn",
        msg: expect.stringContaining("generated an embedded chain seed"),
        file: join(dir, "x.json"),
      },
    ]);
    expect(logged("kept")).toMatchObject([
      { level: "warn", msg: expect.stringContaining("playing the embedded chain seed") },
    ]);
    expect(logged("off")).toMatchObject([{ level: "info", msg: expect.stringContaining("crash: off") }]);
    expect(logged("configured")).toEqual([]);
  });
});
