import { type SQL, sql } from "drizzle-orm";
import { users } from "../schema/users.ts";

/**
 * Demo players: the personas (`users.demo_id`, templates nobody signs in as) and each demo visit's
 * private copy of one (`users.demo_of_id`). Anyone can make a copy with a click, so demo players
 * are left out of everything public or counted: the boards and their ranks (their board rows carry
 * `demo = 1`, set by the insert triggers in buckets.ts) and referral statistics. A demo player still
 * reads their own figures and the place they would take among the public players.
 */
export function isDemoUserSql(userId: string): string {
  return `EXISTS (SELECT 1 FROM users WHERE id = ${userId} AND (demo_id IS NOT NULL OR demo_of_id IS NOT NULL))`;
}

/** The same test on a `users` row in a drizzle query: true for a public (non-demo) player. */
export const isPublicPlayer = (): SQL => sql`(${users.demoId} is null and ${users.demoOfId} is null)`;
