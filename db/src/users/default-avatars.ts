import { sql } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { skins, userSkins } from "../schema/catalog.ts";

/**
 * Gives a player every avatar's free default skin (docs/product/platform.md §2: the welcome picker lists the avatars
 * a player owns; a new player must have some to choose from). Only for a player who owns no skin yet,
 * so it is idempotent and never hands out again what a player has already chosen among; it also mends
 * an account created before players were given them.
 */
export async function grantDefaultAvatars(tx: Handle, userId: number): Promise<void> {
  await tx.run(sql`
    insert into ${userSkins} (user_id, skin_id)
    select ${userId}, ${skins.id} from ${skins}
    where ${skins.isDefaultSkin} = 1 and ${skins.priceGems} = 0
      and not exists (select 1 from ${userSkins} where ${userSkins.userId} = ${userId})
    on conflict do nothing`);
}
