import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createDb, type Db } from "../client.ts";
import { migrateDb } from "../migrate.ts";
import { openOrder } from "../payments/orders.ts";
import { type GemPack, packForSale } from "../payments/packs.ts";
import { ledgerEntries } from "../schema/ledger.ts";
import { paymentOrders } from "../schema/payments.ts";
import { notifications } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";
import { seedCatalog } from "../seed/seed-catalog.ts";
import { insertUser } from "../users/insert.ts";

// What the payments domain's edge suites share (db/src/payments/*-boundaries.test.ts): a migrated
// database with the catalog, fresh players, and exact reads of a player's gems, ledger entries,
// payment notifications and orders. `usePaymentEdges()` opens it for the calling suite; the bindings
// below are live (set by its beforeAll).
let dir: string;
export let db: Db;
export let pack: GemPack; // pack 1: 400 gems for $1.99
/** Opens the suite's database (and closes and deletes it after the suite). */
export function usePaymentEdges(): void {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "jv-payments-edges-"));
    db = await createDb({ url: `file:${join(dir, "edges.db")}` });
    await migrateDb(db);
    await db.write((tx) => seedCatalog(tx));
    pack = (await packForSale(db, 1))!;
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

/** How many players the suite made: the last one's number. */
export let players = 0;
/** A fresh player with no gems (and a Telegram account when `telegramId` is given). */
export const newPlayer = async (telegramId?: string) =>
  (await db.write((tx) => insertUser(tx, { nickname: `edge-${++players}`, telegramId: telegramId ?? null })))
    .id;
export const gemsOf = async (userId: number) =>
  (await db.orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems;
export const orderRow = async (orderId: number) =>
  (await db.orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!;
export const entriesOf = (userId: number) =>
  db.orm
    .select({
      delta: ledgerEntries.delta,
      balanceAfter: ledgerEntries.balanceAfter,
      reason: ledgerEntries.reason,
      reference: ledgerEntries.reference,
      key: ledgerEntries.idempotencyKey,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.id);
export const notificationsOf = (userId: number) =>
  db.orm
    .select({ kind: notifications.kind, payload: notifications.payload, dedupeKey: notifications.dedupeKey })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.kind, "payment%")));

/** Opens an order for `userId` at pack 1's gems and price. */
export async function order(
  userId: number,
  rail: "stripe" | "evm" | "stars",
  currency: string,
  amount: bigint,
) {
  return openOrder(db, { userId, pack, rail, currency, amount });
}
