import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { checkLedgerInvariant } from "../invariant.ts";
import { recordRound } from "../metrics/rounds.ts";
import { userItems } from "../schema/catalog.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { raceResults, races, raceWagers } from "../schema/races.ts";
import { notifications } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";
import { seedCatalog } from "../seed/seed-catalog.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { insertUser } from "../users/insert.ts";
import {
  closeRace,
  latestClosedRace,
  type Prize,
  payNextPrize,
  raceArchive,
  racesBeingPaid,
} from "./payout.ts";
import { previousMonth, raceEnd, raceEntrants, raceMonth, raceStandingOf, raceStandings } from "./wagers.ts";

// Monthly races (docs/races.md): the coins staked in a month, tallied with the round; the board of the
// rankable; a race closed once and its places paid exactly once, each in its own transaction.
const dbOf = useTempDb("races");
const JUNE = new Date("2026-06-15T12:00:00Z");
const JULY = new Date("2026-07-02T00:00:00Z");
let n = 0;

beforeAll(() => dbOf().write((tx) => seedCatalog(tx)));

async function player(extra: Partial<typeof users.$inferInsert> = {}) {
  return (await dbOf().write((tx) => insertUser(tx, { nickname: `racer-${++n}`, ...extra }))).id;
}

/** A round's stake, reported as every game reports it. */
const stake = (userId: number, coins: number, at: Date) =>
  dbOf().write((tx) =>
    recordRound(tx, {
      userId,
      gameType: "roulette",
      metricType: "bet",
      coinsAmount: coins,
      gemsAmount: 0,
      createdAt: at,
    }),
  );

describe("months", () => {
  it("names the UTC month, its end and the one before", () => {
    expect(raceMonth(new Date("2026-12-31T23:59:59Z"))).toBe("2026-12");
    expect(raceEnd("2026-12").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-11")).toBe("2026-10");
  });
});

describe("the board", () => {
  it("tallies stakes by month; ranks by coins, then who got there first; leaves out demo, locked and resting players", async () => {
    const month = "2026-09";
    const at = (day: number) => new Date(`2026-09-${String(day).padStart(2, "0")}T10:00:00Z`);
    const [a, b, c, demo, locked, resting, later] = [
      await player(),
      await player(),
      await player(),
      await player({ demoId: `demo-race-${n}` }),
      await player({ lockedAt: at(1) }),
      await player({ breakUntil: new Date("2026-10-30T00:00:00Z") }),
      await player(),
    ];
    await stake(a, 300, at(1));
    await stake(a, 200, at(3)); // 500, reached on the 3rd
    await stake(b, 500, at(2)); // 500, reached on the 2nd: ahead of a
    await stake(c, 900, at(4));
    await stake(later, 50, new Date("2026-10-01T00:00:00Z")); // October's
    for (const excluded of [demo, locked, resting]) await stake(excluded, 10_000, at(5));
    await dbOf().write((tx) =>
      recordRound(tx, {
        userId: c,
        gameType: "slots",
        metricType: "win",
        coinsAmount: 5_000,
        gemsAmount: 0,
        createdAt: at(6),
      }),
    );
    const now = new Date("2026-09-20T00:00:00Z");
    const board = await raceStandings(dbOf().orm, month, now);
    expect(board.map((s) => [s.position, s.userId, s.coins])).toEqual([
      [1, c, 900],
      [2, b, 500],
      [3, a, 500],
    ]);
    expect(await raceEntrants(dbOf().orm, month, now)).toBe(3);
    expect(await raceStandingOf(dbOf().orm, month, a, now)).toEqual({ position: 3, coins: 500 });
    expect(await raceStandingOf(dbOf().orm, month, resting, now)).toBeNull();
    expect(await raceStandingOf(dbOf().orm, month, later, now)).toBeNull();
    // A win is no stake: a player who only won is not in the race.
    const winner = await player();
    await dbOf().write((tx) =>
      recordRound(tx, {
        userId: winner,
        gameType: "slots",
        metricType: "win",
        coinsAmount: 700,
        gemsAmount: 0,
        createdAt: at(7),
      }),
    );
    expect(await dbOf().orm.select().from(raceWagers).where(eq(raceWagers.userId, winner))).toEqual([]);
    // A demo player's stakes never enter the tally at all.
    expect(await dbOf().orm.select().from(raceWagers).where(eq(raceWagers.userId, demo))).toEqual([]);
    // After the break, the resting player is ranked again.
    const after = new Date("2026-10-31T00:00:00Z");
    expect((await raceStandings(dbOf().orm, month, after))[0]?.userId).toBe(resting);
  });
});

describe("closing and paying", () => {
  const prizes = (position: number): Prize | null =>
    position === 1
      ? { coins: 1_000, itemSlug: "jade-emperors-seal" }
      : position === 2
        ? { coins: 500, itemSlug: null }
        : null;

  it("closes once, freezes the board with its prizes, pays each place once, then marks the race paid", async () => {
    const [first, second, third] = [await player(), await player(), await player()];
    await stake(first, 3_000, JUNE);
    await stake(second, 2_000, JUNE);
    await stake(third, 1_000, JUNE);
    const coinsBefore = async (id: number) =>
      (await dbOf().orm.select({ coins: users.coins }).from(users).where(eq(users.id, id)))[0]!.coins;
    const before = [await coinsBefore(first), await coinsBefore(second), await coinsBefore(third)];
    const results = await Promise.all([
      closeRace(dbOf(), "2026-06", prizes, JULY),
      closeRace(dbOf(), "2026-06", prizes, JULY),
    ]);
    expect(results.sort()).toEqual(["already", "closed"]);
    // Stakes after the close change nothing frozen.
    await stake(third, 99_000, JUNE);
    const frozen = await dbOf().orm.select().from(raceResults).where(eq(raceResults.month, "2026-06"));
    expect(
      frozen.map((r) => [r.position, r.userId, r.coinsWagered, r.prizeCoins, r.prizeItemId !== null]),
    ).toEqual([
      [1, first, 3_000, 1_000, true],
      [2, second, 2_000, 500, false],
      [3, third, 1_000, 0, false],
    ]);
    expect(await racesBeingPaid(dbOf())).toEqual(["2026-06"]);
    // Two payers racing each other: every place paid once.
    const paid = [];
    for (;;) {
      const round = await Promise.all([
        payNextPrize(dbOf(), "2026-06", JULY),
        payNextPrize(dbOf(), "2026-06", JULY),
      ]);
      paid.push(...round.filter(Boolean).map((r) => r!.position));
      if (round.every((r) => r === null)) break;
    }
    expect(paid.sort()).toEqual([1, 2, 3]);
    expect([await coinsBefore(first), await coinsBefore(second), await coinsBefore(third)]).toEqual([
      before[0]! + 1_000,
      before[1]! + 500,
      before[2]!,
    ]);
    const entries = await dbOf()
      .orm.select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reason, "race-prize"));
    expect(entries.map((e) => e.idempotencyKey).sort()).toEqual(["race:2026-06:1#0", "race:2026-06:2#0"]);
    expect(await dbOf().orm.select().from(userItems).where(eq(userItems.userId, first))).toHaveLength(1);
    const messages = await dbOf()
      .orm.select()
      .from(notifications)
      .where(eq(notifications.kind, "race_prize"));
    expect(messages.map((m) => [m.userId, m.payload])).toEqual([
      [first, { month: "2026-06", position: 1, coins: 1_000, item: "Jade Emperor's Seal" }],
      [second, { month: "2026-06", position: 2, coins: 500, item: null }],
      [third, { month: "2026-06", position: 3, coins: 0, item: null }],
    ]);
    const [race] = await dbOf().orm.select().from(races).where(eq(races.month, "2026-06"));
    expect(race).toMatchObject({ status: "paid", paidAt: JULY });
    expect(await racesBeingPaid(dbOf())).toEqual([]);
    expect(await latestClosedRace(dbOf())).toBe("2026-06");
    const archive = await raceArchive(dbOf(), "2026-06");
    expect(archive?.results.map((r) => [r.result.position, r.itemName])).toEqual([
      [1, "Jade Emperor's Seal"],
      [2, null],
      [3, null],
    ]);
    expect(await raceArchive(dbOf(), "1999-01")).toBeNull();
    expect(await checkLedgerInvariant(dbOf())).toEqual([]);
  });

  it("a month nobody raced closes empty and is paid at once", async () => {
    expect(await closeRace(dbOf(), "2026-05", prizes, JULY)).toBe("closed");
    expect(await payNextPrize(dbOf(), "2026-05", JULY)).toBeNull();
    expect((await raceArchive(dbOf(), "2026-05"))?.race.status).toBe("paid");
  });
});
