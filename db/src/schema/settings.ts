import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Operator-editable platform settings (streaming provider, wheel cost…), JSON values by key. */
export const platformSettings = sqliteTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
});
