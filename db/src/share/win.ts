import { and, eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { users } from "../schema/users.ts";
import { wheelSpins } from "../schema/wheel.ts";

/** What sharing a win needs: the player's own spin, and their Telegram id and referral code. */
export interface SharedSpin {
  id: number;
  rewardType: (typeof wheelSpins.$inferSelect)["rewardType"];
  rewardLabel: string;
  itemRarity: string | null;
  telegramId: string | null;
  referralCode: string;
}

/** The player's spin by id (undefined when it is not theirs or does not exist), with their share data. */
export async function spinToShare(
  db: Handle,
  userId: number,
  spinId: number,
): Promise<SharedSpin | undefined> {
  const [row] = await db
    .select({
      id: wheelSpins.id,
      rewardType: wheelSpins.rewardType,
      rewardLabel: wheelSpins.rewardLabel,
      itemRarity: wheelSpins.itemRarity,
      telegramId: users.telegramId,
      referralCode: users.referralCode,
    })
    .from(wheelSpins)
    .innerJoin(users, eq(users.id, wheelSpins.userId))
    .where(and(eq(wheelSpins.id, spinId), eq(wheelSpins.userId, userId)));
  return row;
}
