import { eq, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { avatars, skins, userSkins } from "../schema/catalog.ts";

export interface EquippedSkin {
  id: number;
  name: string;
  avatarId: number;
  smallImageUrl: string;
}

/** The skin a player wears, by id (prepared: `GET /api/users/me`). */
export async function findSkinForUser(db: Handle, skinId: number | null): Promise<EquippedSkin | null> {
  if (!skinId) return null;
  const query = prepared(db, "users.skinById", (d) =>
    d
      .select({
        id: skins.id,
        name: skins.name,
        avatarId: skins.avatarId,
        smallImageUrl: skins.smallImageUrl,
      })
      .from(skins)
      .where(eq(skins.id, sql.placeholder("skinId")))
      .limit(1)
      .prepare(),
  );
  return (await query.get({ skinId })) ?? null;
}

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
