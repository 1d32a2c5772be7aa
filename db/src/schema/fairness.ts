import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp } from "./columns.ts";
import { users } from "./users.ts";

/**
 * A player's provably fair seed pair (docs/architecture.md §5). The server seed stays secret while the seed
 * is live (`revealed_at` null; only its sha256 is published); rotating reveals it and starts a new
 * one. `next_nonce` is the nonce the next bet uses; it grows by one per bet in the bet's transaction.
 * The partial unique index keeps one live seed per player.
 */
export const fairnessSeeds = sqliteTable(
  "fairness_seeds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 32 random bytes as lower-case hex; the HMAC key is this text. */
    serverSeed: text("server_seed").notNull(),
    /** sha256 (hex) of `server_seed`: the commitment published before play. */
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    nextNonce: integer("next_nonce").notNull().default(0),
    createdAt: createdAt(),
    revealedAt: timestamp("revealed_at"),
  },
  (t) => [
    uniqueIndex("fairness_seeds_one_live_per_user").on(t.userId).where(sql`${t.revealedAt} is null`),
    index("fairness_seeds_user_idx").on(t.userId, t.id),
  ],
);

export type FairnessSeed = typeof fairnessSeeds.$inferSelect;
