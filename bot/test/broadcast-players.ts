import type { Db } from "@jadeverse/db/client";
import { type NewUser, users } from "@jadeverse/db/schema";

/** Telegram ids of test players start here (chat id = Telegram id in private chats). */
export const FIRST_TELEGRAM_ID = 5_000_000;

/**
 * Inserts `count` players with Telegram ids directly (500 a statement, one transaction): fast enough
 * for a 10,000-player soak. `extra(i)` adds or overrides columns of the i-th player.
 */
export async function insertPlayers(
  db: Db,
  count: number,
  extra: (i: number) => Partial<NewUser> = () => ({}),
  prefix = "P",
): Promise<{ id: number; telegramId: string }[]> {
  const rows: NewUser[] = Array.from({ length: count }, (_, i) => ({
    referralCode: `${prefix}${i}-${crypto.randomUUID().slice(0, 8)}`,
    telegramId: String(FIRST_TELEGRAM_ID + prefixOffset(prefix) + i),
    nickname: `${prefix}${i}`,
    ...extra(i),
  }));
  const out: { id: number; telegramId: string }[] = [];
  await db.write(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await tx
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id, telegramId: users.telegramId });
      for (const r of inserted) out.push({ id: r.id, telegramId: r.telegramId ?? "" });
    }
  });
  return out;
}

/** Different prefixes get disjoint Telegram id ranges. */
function prefixOffset(prefix: string): number {
  let h = 0;
  for (const ch of prefix) h = (h * 31 + ch.charCodeAt(0)) % 1000;
  return h * 100_000;
}
