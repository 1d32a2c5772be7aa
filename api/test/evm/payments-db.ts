// A migrated database with the store's catalog for a payments suite that calls the payment modules
// directly (no HTTP), bound to the suite: fresh players, and an order's row as stored
// (api/test/payments-db.ts underneath).
import type { Db } from "@jadeverse/db/client";
import type { paymentOrders } from "@jadeverse/db/schema";
import { gemsOf, newPlayer, orderById, useCatalogDb } from "../payments-db.ts";

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
  const db = useCatalogDb(name);
  return {
    db,
    newPlayer: () => newPlayer(db()),
    orderRow: (orderId) => orderById(db(), orderId),
    gemsOf: (userId) => gemsOf(db(), userId),
  };
}
