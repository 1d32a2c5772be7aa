import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type BotRole, botRoles } from "../schema/telegram.ts";

/**
 * Makes `bot_roles` say exactly what the configuration says: the listed Telegram ids are community
 * managers, nobody else is. Runs when the bot starts (every instance; the result is the same).
 */
export async function syncCommunityManagers(db: Db, telegramIds: readonly string[]): Promise<void> {
  const role: BotRole = "community_manager";
  await db.write(async (tx) => {
    await tx
      .delete(botRoles)
      .where(
        telegramIds.length
          ? and(eq(botRoles.role, role), notInArray(botRoles.telegramId, [...telegramIds]))
          : eq(botRoles.role, role),
      );
    if (telegramIds.length === 0) return;
    await tx
      .insert(botRoles)
      .values(telegramIds.map((telegramId) => ({ telegramId, role })))
      .onConflictDoNothing();
  });
}

/** Whether this Telegram account is a community manager (read from the database every time). */
export async function isCommunityManager(db: Db, telegramId: number | string | undefined): Promise<boolean> {
  if (telegramId === undefined) return false;
  const rows = await db.orm
    .select({ id: botRoles.telegramId })
    .from(botRoles)
    .where(and(eq(botRoles.telegramId, String(telegramId)), eq(botRoles.role, "community_manager")))
    .limit(1);
  return rows.length > 0;
}
