import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Named counters that triggers move whenever the data they stand for changes, from any process
 * (migration 0021: `sessions` moves when a session is revoked, re-dated or removed, or an account is
 * deleted; migration 0026: or locked or unlocked; migration 0034: `eligibility` moves when a player's
 * accepted Terms or break change). Read caches tag entries with one (`Db.counter`) so that an entry outlives writes that
 * cannot change it: a balance change does not force a signed-in call to reload its session.
 */
export const changeCounters = sqliteTable("change_counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});
