// A crash bet is placed only in the round whose betting window it arrived in (docs/crash.md "Settling
// in sets"): a request is judged by its arrival instant, so one that waited in the queue through a whole
// round is refused, not placed in the next round, whose window its player never saw.
import { crashBets } from "@jadeverse/db/schema";
import { findUserById } from "@jadeverse/db/users/find";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "../../../../test/harness.ts";
import type { ManualClock } from "../../../../test/manual-clock.ts";
import type { TestPlayer } from "../../../../test/players.ts";
import { type handDriver, startCrashTable } from "../../../routes/games/crash.fixtures.ts";
import { key, playerWith } from "../../../routes/games/fixtures.ts";
import { placeBatch, type Request } from "./bet-queue.ts";

const COINS = 1_000;
const STAKE = 100;
let api: TestApi;
let clock: ManualClock;
let driver: ReturnType<typeof handDriver>;

beforeAll(async () => {
  ({ api, clock, driver } = await startCrashTable());
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** `count` players holding COINS each. */
const players = (count: number) => Promise.all(Array.from({ length: count }, () => playerWith(api, COINS)));

const coinsNow = async (p: TestPlayer) => (await findUserById(api.db.orm, p.userId))?.coins;

const request = (p: TestPlayer, at: number): Request => ({
  userId: p.userId,
  at: new Date(at),
  body: { requestKey: key(), stake: STAKE },
});

/** Places `batch` in one transaction; answers each request's round id or error code. */
async function place(batch: Request[]): Promise<(number | string)[]> {
  const bettingMs = driver.config.bettingMs;
  const outcomes = await api.db.write((tx) => placeBatch(tx, batch, bettingMs));
  return outcomes.map((o) => ("answer" in o ? o.answer.bet.roundId : (o.error as { code: string }).code));
}

describe("the betting window a crash bet is judged by", () => {
  it("places a request that arrived from the window's opening up to before its close, and no other", async () => {
    const [early, first, last, late] = await players(4);
    const roundId = await driver.open();
    const opens = clock.now().getTime();
    const closes = opens + driver.config.bettingMs;
    const answers = await place([
      request(early!, opens - 1),
      request(first!, opens),
      request(last!, closes - 1),
      request(late!, closes),
    ]);
    expect(answers).toEqual(["CRASH_BETTING_CLOSED", roundId, roundId, "CRASH_BETTING_CLOSED"]);
    const bets = await api.db.orm.select().from(crashBets).where(eq(crashBets.roundId, roundId));
    expect(bets.map((b) => b.userId).sort()).toEqual([first!.userId, last!.userId].sort());
    expect(await coinsNow(early!)).toBe(COINS);
    expect(await coinsNow(late!)).toBe(COINS);
    await driver.finish();
  });

  it("refuses a request that waited through a whole round instead of placing it in the next", async () => {
    const [waited, fresh] = await players(2);
    const earlier = await driver.open();
    const arrived = clock.now().getTime() + 10;
    await driver.finish();
    const next = await driver.open();
    expect(next).not.toBe(earlier);
    const answers = await place([request(waited!, arrived), request(fresh!, clock.now().getTime())]);
    expect(answers).toEqual(["CRASH_BETTING_CLOSED", next]);
    expect(await coinsNow(waited!)).toBe(COINS);
    expect(await coinsNow(fresh!)).toBe(COINS - STAKE);
    await driver.finish();
  });

  it("refuses every request while the round runs, whenever it arrived", async () => {
    const [p] = await players(1);
    await driver.open();
    const opens = clock.now().getTime();
    await driver.start();
    expect(await place([request(p!, opens)])).toEqual(["CRASH_BETTING_CLOSED"]);
    await driver.finish();
    expect(await coinsNow(p!)).toBe(COINS);
  });
});
