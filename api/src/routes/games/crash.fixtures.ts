// What the crash suites share: a test chain whose first game crashes at 1.00×, and a driver the test
// steps by hand on a manual clock (so "server time" is whatever the test says).
import { createHash, createHmac } from "node:crypto";
import { ledger } from "@jadeverse/db/ledger";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createManualClock, type ManualClock } from "../../../test/manual-clock.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { CrashChain } from "../../lib/games/crash/chain.ts";
import { crashConfig } from "../../lib/games/crash/config.ts";
import { msToReach } from "../../lib/games/crash/curve.ts";
import { crashStep } from "../../lib/games/crash/driver.ts";

export const sha = (text: string) => createHash("sha256").update(text).digest("hex");
/** The point computed independently of the server's code: node's HMAC, exact integers. */
export const independentPoint = (gameHash: string, salt: string) => {
  const int = Number.parseInt(createHmac("sha256", gameHash).update(salt).digest("hex").slice(0, 8), 16);
  return Math.max(100, Number((99n * 2n ** 32n) / BigInt(int + 1)));
};

export const CRASH_SALT = "0000000000000000001b34dc6a1e86083f95500b096231436e9b25cbdd0075c4";
export const CHAIN_LENGTH = 200;
export const BETTING_MS = 1_000;
export const COOLDOWN_MS = 500;
/** A fast curve for tests: 2.00× after 693 ms. */
export const GROWTH_RATE = 0.001;

/** Searches seeds until game 1 of a chain crashes at 1.00× (about 2 % of seeds do). */
export function seedWithInstantFirstGame(): string {
  for (let i = 0; i < 10_000; i++) {
    const seed = sha(`jadeverse crash test seed ${i}`);
    const chain = new CrashChain(seed, CHAIN_LENGTH);
    if (independentPoint(chain.gameHash(1), CRASH_SALT) === 100) return seed;
  }
  throw new Error("no seed found");
}

export const crashEnv = (seed: string) => ({
  CRASH_CHAIN_SEED: seed,
  CRASH_CHAIN_LENGTH: String(CHAIN_LENGTH),
  CRASH_SALT,
  CRASH_BETTING_MS: String(BETTING_MS),
  CRASH_COOLDOWN_MS: String(COOLDOWN_MS),
  CRASH_TICK_MS: "50",
  CRASH_GROWTH_RATE: String(GROWTH_RATE),
});

/** The round driver, one step at a time on the test's clock. */
export function handDriver(api: TestApi, clock: ManualClock) {
  const config = crashConfig(api.deps.env)!;
  const step = () => crashStep(api.deps, config);
  const state = async () => (await api.request("GET", "/api/games/crash")).body;
  return {
    config,
    step,
    state,
    /** Point of the game the driver opens next. */
    async nextPoint(): Promise<number> {
      const s = await state();
      const history = (await api.request("GET", "/api/games/crash/history?limit=1")).body.rounds;
      const next = (s.round?.gameNumber ?? history[0]?.gameNumber ?? 0) + 1;
      return independentPoint(config.chain.gameHash(next), CRASH_SALT);
    },
    /** Opens the next round (after the cooldown); answers its id. */
    async open(): Promise<number> {
      clock.advance(COOLDOWN_MS);
      await step();
      const s = await state();
      if (s.round?.phase !== "betting") throw new Error(`expected betting, got ${JSON.stringify(s.round)}`);
      return s.round.roundId as number;
    },
    /** Ends the betting window and starts the multiplier. */
    async start(): Promise<void> {
      clock.advance(BETTING_MS);
      await step();
    },
    /** Moves the clock to `ms` after the start, running a step there (ticks, automatic cash-outs). */
    async at(ms: number, startedAt: number): Promise<void> {
      clock.advanceTo(startedAt + ms);
      await step();
    },
    /** Runs the live round to its crash. */
    async finish(): Promise<void> {
      const round = (await state()).round;
      if (!round) return;
      if (round.phase === "betting") await this.start();
      const live = (await state()).round;
      const point = independentPoint(config.chain.gameHash(live.gameNumber), CRASH_SALT);
      clock.advanceTo(live.startedAt + msToReach(point, GROWTH_RATE));
      await step();
    },
    /** Plays rounds without bets until the next one's point passes `wanted`; then opens it. */
    async openWhere(wanted: (point: number) => boolean): Promise<{ roundId: number; point: number }> {
      for (;;) {
        const point = await this.nextPoint();
        const roundId = await this.open();
        if (wanted(point)) return { roundId, point };
        await this.start();
        clock.advance(msToReach(point, GROWTH_RATE));
        await step();
      }
    },
  };
}

/** An API with crash on (the first game instant), on a manual clock, and its hand-stepped driver. */
export async function startCrashTable(): Promise<{
  api: TestApi;
  clock: ManualClock;
  driver: ReturnType<typeof handDriver>;
}> {
  const api = await startTestApi(crashEnv(seedWithInstantFirstGame()));
  const clock = createManualClock();
  api.deps.now = clock.now;
  return { api, clock, driver: handDriver(api, clock) };
}

/** Two API instances on one database (another process's handle in production), one clock, one driver. */
export async function startCrashPair(): Promise<{
  api: TestApi;
  second: TestApi;
  clock: ManualClock;
  driver: ReturnType<typeof handDriver>;
}> {
  const env = crashEnv(seedWithInstantFirstGame());
  const api = await startTestApi(env);
  const second = await startTestApi(env, { sharedDbUrl: api.dbUrl });
  const clock = createManualClock();
  api.deps.now = clock.now;
  second.deps.now = clock.now;
  return { api, second, clock, driver: handDriver(api, clock) };
}

/** `count` signed-in players holding `coins` each, credited in one set. */
export async function fundedPlayers(api: TestApi, count: number, coins: number): Promise<TestPlayer[]> {
  const made = await createPlayers(api, count);
  await api.db.write((tx) =>
    ledger.creditSet(
      tx,
      "coins",
      "test-grant",
      made.map((p) => ({ key: `grant:${p.userId}`, userId: p.userId, delta: coins })),
    ),
  );
  return made;
}
