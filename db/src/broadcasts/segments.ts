import { and, eq, gte, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../client.ts";
import { sessions } from "../schema/auth.ts";
import { users } from "../schema/users.ts";
import { totalXpForLevel } from "../xp.ts";

/** Who a broadcast or an airdrop goes to. Stored as JSON in `bot_jobs.segment`. */
export const segmentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("beta") }),
  z.object({ kind: z.literal("level"), minLevel: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal("wallet") }),
  z.object({ kind: z.literal("inactive"), days: z.number().int().min(1).max(3650) }),
  z.object({ kind: z.literal("referral"), referralCode: z.string().trim().min(1).max(64) }),
]);
export type Segment = z.infer<typeof segmentSchema>;
export type SegmentKind = Segment["kind"];

const DAY_MS = 86_400_000;

/**
 * The SQL condition on `users` for a segment. Every segment is limited to reachable players: a
 * Telegram id, not deleted, not a demo persona or copy, not blocked the bot, and not taking a break
 * (a cool-off or a self-exclusion: no promotion reaches them, docs/security.md "Taking a break").
 */
export function segmentWhere(segment: Segment, now = Date.now()): SQL {
  const reachable = and(
    isNotNull(users.telegramId),
    isNull(users.deletedAt),
    eq(users.isDemo, false),
    isNull(users.demoOfId),
    isNull(users.botBlockedAt),
    or(isNull(users.breakUntil), lte(users.breakUntil, new Date(now))),
  ) as SQL;
  return and(reachable, segmentCondition(segment, now)) as SQL;
}

function segmentCondition(segment: Segment, now: number): SQL | undefined {
  switch (segment.kind) {
    case "all":
      return undefined;
    case "beta":
      return eq(users.hasBetaAccess, true);
    case "level":
      return gte(users.xp, totalXpForLevel(segment.minLevel));
    case "wallet":
      return or(isNotNull(users.walletAddress), isNotNull(users.tonAddress));
    case "inactive": {
      const since = now - segment.days * DAY_MS;
      return sql`not exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.createdAt} >= ${since})`;
    }
    case "referral": {
      const referrer = sql`(select r.id from ${users} r where r.referral_code = ${segment.referralCode})`;
      return sql`${users.referredById} = ${referrer}`;
    }
  }
}

/** How many players the segment holds now. */
export async function countSegment(db: Db | Tx, segment: Segment): Promise<number> {
  const reader = "orm" in db ? db.orm : db;
  const [row] = await reader
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(segmentWhere(segment));
  return row?.n ?? 0;
}

/** The segment's players (id and Telegram chat id), by id. */
export async function segmentMembers(
  db: Db | Tx,
  segment: Segment,
): Promise<{ userId: number; chatId: string }[]> {
  const reader = "orm" in db ? db.orm : db;
  const rows = await reader
    .select({ userId: users.id, chatId: users.telegramId })
    .from(users)
    .where(segmentWhere(segment))
    .orderBy(users.id);
  return rows.map((r) => ({ userId: r.userId, chatId: r.chatId ?? "" }));
}
