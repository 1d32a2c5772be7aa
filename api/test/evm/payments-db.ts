// A migrated database with the store's catalog for a payments suite that calls the payment modules
// directly (no HTTP): a temp libsql file of the suite's own, fresh players, and an order's row as stored.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
import { paymentOrders, users } from "@jadeverse/db/schema";
import { seedCatalog } from "@jadeverse/db/seed";
import { insertUser } from "@jadeverse/db/users/insert";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";

export interface PaymentsDb {
  /** The open database (inside the suite's tests and hooks). */
  db(): Db;
  /** A fresh player with no gems: their id. */
  newPlayer(): Promise<number>;
  orderRow(orderId: number): Promise<typeof paymentOrders.$inferSelect>;
  gemsOf(userId: number): Promise<number>;
}

/** Opens the suite's database before its tests (migrated, catalog seeded) and deletes it after them. */
export function usePaymentsDb(name: string): PaymentsDb {
  const dir = mkdtempSync(join(tmpdir(), `jv-${name}-`));
  let open: Db | undefined;
  let players = 0;
  beforeAll(async () => {
    open = await createDb({ url: `file:${join(dir, `${name}.db`)}` });
    await migrateDb(open);
    await open.write((tx) => seedCatalog(tx));
  });
  afterAll(() => {
    open?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = () => {
    if (!open) throw new Error("the database is only open inside the suite's tests and hooks");
    return open;
  };
  return {
    db,
    newPlayer: async () =>
      (await db().write((tx) => insertUser(tx, { nickname: `${name}-${++players}`, telegramId: null }))).id,
    orderRow: async (orderId) =>
      (await db().orm.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)))[0]!,
    gemsOf: async (userId) =>
      (await db().orm.select({ gems: users.gems }).from(users).where(eq(users.id, userId)))[0]!.gems,
  };
}
