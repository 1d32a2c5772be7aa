import { and, gt, isNull, sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { users } from "../schema/users.ts";

/** 1 + the number of live players with strictly more XP (ties share a rank); demo copies don't count. */
export async function xpRank(db: Handle, xp: number): Promise<number> {
  const rows = await db
    .select({ ahead: sql<number>`count(*)` })
    .from(users)
    .where(and(gt(users.xp, xp), isNull(users.deletedAt), isNull(users.demoOfId)));
  return Number(rows[0]?.ahead ?? 0) + 1;
}
