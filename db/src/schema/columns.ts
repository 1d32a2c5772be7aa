import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Millisecond-precision timestamps stored as integers, defaulting to the database clock. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
