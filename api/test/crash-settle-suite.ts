// The crash settlement suites' shared setup (api/src/lib/games/crash/settle-sets.test.ts and
// settle-crash.test.ts): two API
// instances on one database with crash on a manual clock and a hand-stepped driver (crash.fixtures.ts),
// the first instance's cash-out pushes and write transactions counted.
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { ledgerEntries } from "@jadeverse/db/schema";
import { inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { setCrashBroadcaster } from "../src/lib/games/crash/broadcast.ts";
import { fundedPlayers, type handDriver, startCrashPair } from "../src/routes/games/crash.fixtures.ts";
import { key } from "../src/routes/games/fixtures.ts";
import type { TestApi } from "./harness.ts";
import type { ManualClock } from "./manual-clock.ts";
import type { TestPlayer } from "./players.ts";

export const COINS = 1_000;
export const STAKE = 100;
export let api: TestApi;
export let second: TestApi;
export let clock: ManualClock;
export let driver: ReturnType<typeof handDriver>;

/** What the suites watch on the first instance; a test resets what it counts. */
export const seen = {
  /** The cash-outs pushed to their players. */
  pushed: [] as { userId: number; auto: boolean; multiplier: number }[],
  /** The write transactions started. */
  writes: 0,
  /** Called as each write transaction starts, with `writes` then. */
  onWrite: undefined as ((n: number) => void) | undefined,
};

/** Starts the pair before the file's tests and closes it after them. */
export function useCrashPair() {
  beforeAll(async () => {
    ({ api, second, clock, driver } = await startCrashPair());
    setCrashBroadcaster(api.deps, {
      round() {},
      tick() {},
      crashed() {},
      cashout: (event, userId) =>
        void seen.pushed.push({ userId, auto: event.auto, multiplier: event.multiplier }),
    });
    const write = api.db.write.bind(api.db);
    api.db.write = (fn) => {
      seen.writes++;
      seen.onWrite?.(seen.writes);
      return write(fn);
    };
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });
}

export const players = (count: number) => fundedPlayers(api, count, COINS);

export async function inParallel<T>(items: readonly T[], each: (item: T) => Promise<void>, width = 50) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(each));
}

export async function bet(player: TestPlayer, autoCashout: number, on: TestApi = api) {
  const res = await on.request("POST", "/api/games/crash/bet", {
    token: player.token,
    body: { requestKey: key(), stake: STAKE, autoCashout },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export const cashout = (player: TestPlayer, roundId: number, on: TestApi = api, requestKey = key()) =>
  on.request("POST", "/api/games/crash/cashout", { token: player.token, body: { roundId, requestKey } });

/** The round's payout credits in the ledger. */
export const winEntries = (roundId: number) =>
  api.db.orm
    .select()
    .from(ledgerEntries)
    .where(like(ledgerEntries.idempotencyKey, `crash:${roundId}:%:win#0`));

export async function coins(ids: number[]): Promise<Map<number, number>> {
  const rows = await api.db.orm.query.users.findMany({ where: (u) => inArray(u.id, ids) });
  return new Map(rows.map((u) => [u.id, u.coins]));
}

export async function soundBooks() {
  expect(await checkLedgerInvariant(api.db)).toEqual([]);
  expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
}
