import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { ledger } from "../ledger.ts";
import { enqueueNotification } from "../notifications.ts";
import { items } from "../schema/catalog.ts";
import { type RaceResult, raceResults, races } from "../schema/races.ts";
import { users } from "../schema/users.ts";
import { grantItem } from "../store/inventory.ts";
import { raceStandings } from "./wagers.ts";

/** A place's prize: coins, and an item by its catalog slug (none: null). */
export interface Prize {
  coins: number;
  itemSlug: string | null;
}

/** The ledger key of a place's prize coins: one credit per month and place, ever. */
export const racePrizeKey = (month: string, position: number) => `race:${month}:${position}`;

/**
 * Closes a finished month's race (docs/races.md "The payout"), in one transaction: the race's row
 * (`paying`) and its board frozen as `race_results`, each place with its prize from `prizeOf`. A
 * second close, from another instance or a retry, finds the row and changes nothing.
 */
export async function closeRace(
  db: Db,
  month: string,
  prizeOf: (position: number) => Prize | null,
  now: Date,
  places = 100,
): Promise<"closed" | "already"> {
  try {
    return await db.write(async (tx) => {
      const [existing] = await tx.select({ month: races.month }).from(races).where(eq(races.month, month));
      if (existing) return "already";
      await tx.insert(races).values({ month, status: "paying", closedAt: now });
      const standings = await raceStandings(tx, month, now, places);
      const catalog = await tx.select({ id: items.id, slug: items.slug }).from(items);
      const idOf = new Map(catalog.map((item) => [item.slug, item.id]));
      const rows = standings.map((standing) => {
        const prize = prizeOf(standing.position);
        return {
          month,
          position: standing.position,
          userId: standing.userId,
          coinsWagered: standing.coins,
          prizeCoins: prize?.coins ?? 0,
          prizeItemId: prize?.itemSlug ? (idOf.get(prize.itemSlug) ?? null) : null,
        };
      });
      if (rows.length > 0) await tx.insert(raceResults).values(rows);
      return "closed";
    });
    // Stryker disable next-line BlockStatement: writes are serialised, so a racing close finds the row above; a guard should that change
  } catch (error) {
    // Stryker disable next-line all: as above
    if (isUniqueViolation(error, "races")) return "already";
    throw error;
  }
}

/**
 * Pays the month's next unpaid place, in ONE write transaction: its coins through the ledger (key
 * `race:<month>:<position>`), its item, `paid_at`, and the winner's bot message (a `race_prize`
 * notification, sent through the bot's pacer). Answers the place paid, or null when every place is
 * paid (the race is then marked `paid`). A crash between two places leaves the paid ones paid and
 * the rest for the next run, on any instance: each place is paid exactly once.
 */
export async function payNextPrize(db: Db, month: string, now: Date): Promise<RaceResult | null> {
  return db.write(async (tx) => {
    const [next] = await tx
      .select()
      .from(raceResults)
      .where(and(eq(raceResults.month, month), isNull(raceResults.paidAt)))
      .orderBy(asc(raceResults.position))
      .limit(1);
    if (!next) {
      await tx
        .update(races)
        .set({ status: "paid", paidAt: now })
        .where(and(eq(races.month, month), eq(races.status, "paying")));
      return null;
    }
    if (next.prizeCoins > 0)
      await ledger.apply(tx, {
        key: racePrizeKey(month, next.position),
        reason: "race-prize",
        reference: `race:${month}`,
        changes: [{ userId: next.userId, currency: "coins", delta: next.prizeCoins }],
      });
    let itemName: string | null = null;
    if (next.prizeItemId !== null) {
      await grantItem(tx, next.userId, next.prizeItemId, "grant");
      const [item] = await tx.select({ name: items.name }).from(items).where(eq(items.id, next.prizeItemId));
      // Stryker disable next-line OptionalChaining: the prize's item exists (a foreign key)
      itemName = item?.name ?? null;
    }
    await tx
      .update(raceResults)
      .set({ paidAt: now })
      .where(and(eq(raceResults.month, month), eq(raceResults.position, next.position)));
    await enqueueNotification(tx, {
      userId: next.userId,
      kind: "race_prize",
      payload: { month, position: next.position, coins: next.prizeCoins, item: itemName },
      dedupeKey: `race_prize:${month}:${next.position}`,
    });
    return { ...next, paidAt: now };
  });
}

/** The months whose race is closed and not yet fully paid (a crashed payout's leftovers first). */
export async function racesBeingPaid(db: Db): Promise<string[]> {
  const rows = await db.orm
    .select({ month: races.month })
    .from(races)
    .where(eq(races.status, "paying"))
    .orderBy(asc(races.month));
  return rows.map((row) => row.month);
}

/** A finished race's frozen board (the archive), with what each place won. */
export async function raceArchive(db: Db, month: string) {
  const [race] = await db.orm.select().from(races).where(eq(races.month, month));
  if (!race) return null;
  const results = await db.orm
    .select({ result: raceResults, nickname: users.nickname, itemName: items.name })
    .from(raceResults)
    .innerJoin(users, eq(users.id, raceResults.userId))
    .leftJoin(items, eq(items.id, raceResults.prizeItemId))
    .where(eq(raceResults.month, month))
    .orderBy(asc(raceResults.position));
  return { race, results };
}

/** The latest closed race's month (the archive the board links to), or null. */
export async function latestClosedRace(db: Db): Promise<string | null> {
  const [row] = await db.orm.select({ month: races.month }).from(races).orderBy(desc(races.month)).limit(1);
  return row?.month ?? null;
}
