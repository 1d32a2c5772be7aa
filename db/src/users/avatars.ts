import { eq, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { avatars, skins, userSkins } from "../schema/catalog.ts";

/** The avatars a player can pick (skins they own), for the welcome picker and settings (prepared). */
export async function ownedAvatarSkins(db: Handle, userId: number) {
  const query = prepared(db, "users.ownedAvatarSkins", (d) =>
    d
      .select({
        id: skins.id,
        name: skins.name,
        avatarId: skins.avatarId,
        avatarName: avatars.name,
        smallImageUrl: skins.smallImageUrl,
      })
      .from(userSkins)
      .innerJoin(skins, eq(skins.id, userSkins.skinId))
      .innerJoin(avatars, eq(avatars.id, skins.avatarId))
      .where(eq(userSkins.userId, sql.placeholder("userId")))
      .orderBy(skins.id)
      .prepare(),
  );
  return await query.all({ userId });
}
