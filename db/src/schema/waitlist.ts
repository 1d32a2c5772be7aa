import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns.ts";

export const waitlistEntries = sqliteTable("waitlist_entries", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  name: text("name"),
  country: text("country"),
  createdAt: createdAt(),
});
