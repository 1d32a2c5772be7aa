import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { dailyBonusClaims } from "../schema/daily-bonus.ts";
import { notifications } from "../schema/telegram.ts";
import { users } from "../schema/users.ts";

/** The dedupe key of a player's reminder for a day: one message per player per UTC day, ever. */
export const reminderKey = (userId: number, day: string) => `daily_bonus_ready:${userId}:${day}`;

/**
 * The players to remind today (docs/daily-bonus.md "The reminder"), with the streak their claim would
 * count as: players who asked for it, with a Telegram account, who have not muted the bot or blocked
 * it, are not taking a break or self-excluded (`now` inside it), are not locked, deleted or demo
 * players, have not claimed today's bonus and were not reminded today.
 */
export async function bonusReminderCandidates(
  db: Db,
  input: { day: string; now: Date; limit?: number },
): Promise<{ userId: number; streak: number }[]> {
  const candidates = await db.orm
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.bonusReminders, true),
        isNotNull(users.telegramId),
        eq(users.notificationsMuted, false),
        isNull(users.botBlockedAt),
        isNull(users.lockedAt),
        isNull(users.deletedAt),
        isNull(users.demoId),
        isNull(users.demoOfId),
        or(isNull(users.breakUntil), lt(users.breakUntil, input.now)),
        notExists(
          db.orm
            .select({ one: sql`1` })
            .from(dailyBonusClaims)
            .where(and(eq(dailyBonusClaims.userId, users.id), gte(dailyBonusClaims.day, input.day))),
        ),
        notExists(
          db.orm
            .select({ one: sql`1` })
            .from(notifications)
            .where(
              eq(notifications.dedupeKey, sql`'daily_bonus_ready:' || ${users.id} || ':' || ${input.day}`),
            ),
        ),
      ),
    )
    .limit(input.limit ?? 500);
  if (candidates.length === 0) return [];
  const streaks = await streaksBefore(
    db,
    candidates.map((c) => c.id),
    input.day,
  );
  return candidates.map(({ id }) => ({ userId: id, streak: (streaks.get(id) ?? 0) + 1 }));
}

/**
 * Queues the reminders, at most one per player per UTC day (the dedupe key); the bot's notification
 * worker sends them through its pacer. Answers how many were queued.
 */
export async function queueBonusReminders(
  db: Db,
  day: string,
  reminders: { userId: number; coins: number; streak: number }[],
): Promise<number> {
  if (reminders.length === 0) return 0;
  const inserted = await db.write((tx) =>
    tx
      .insert(notifications)
      .values(
        reminders.map(({ userId, coins, streak }) => ({
          userId,
          kind: "daily_bonus_ready" as const,
          payload: { coins, streak, day },
          dedupeKey: reminderKey(userId, day),
        })),
      )
      .onConflictDoNothing({ target: notifications.dedupeKey })
      .returning({ id: notifications.id }),
  );
  return inserted.length;
}

/** Each player's streak as of yesterday's claim (0 when they did not claim yesterday). */
async function streaksBefore(db: Db, userIds: number[], day: string): Promise<Map<number, number>> {
  const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const rows = await db.orm
    .select({ userId: dailyBonusClaims.userId, streak: dailyBonusClaims.streak })
    .from(dailyBonusClaims)
    .where(and(eq(dailyBonusClaims.day, yesterday), inArray(dailyBonusClaims.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, row.streak]));
}

/** Turns a player's reminder on or off by their Telegram id (the bot's `/reminders`); false: no such player. */
export async function setBonusRemindersByTelegram(
  db: Db,
  telegramId: number | string,
  on: boolean,
): Promise<boolean> {
  const updated = await db.write((tx) =>
    tx
      .update(users)
      .set({ bonusReminders: on })
      .where(and(eq(users.telegramId, String(telegramId)), isNull(users.deletedAt)))
      .returning({ id: users.id }),
  );
  return updated.length > 0;
}

/** Turns a player's reminder on or off (the daily bonus card's switch). */
export async function setBonusReminders(db: Db, userId: number, on: boolean): Promise<void> {
  await db.write((tx) => tx.update(users).set({ bonusReminders: on }).where(eq(users.id, userId)));
}

/** Whether the player asked for the reminder, and whether the bot can reach them at all. */
export async function bonusReminderState(db: Db, userId: number) {
  const [row] = await db.orm
    .select({ on: users.bonusReminders, telegramId: users.telegramId, muted: users.notificationsMuted })
    .from(users)
    .where(eq(users.id, userId));
  return { on: row?.on ?? false, telegram: Boolean(row?.telegramId), muted: row?.muted ?? false };
}
