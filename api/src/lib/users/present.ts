import { findSkinForUser, ownedAvatarSkins } from "@jadeverse/db/queries/users";
import type { User } from "@jadeverse/db/schema";
import { levelForXp } from "@jadeverse/db/xp";
import type { Deps } from "../../context.ts";

/** The player as spec 000 §3 / 001 §3 describe it (`GET /api/users/me`). */
export async function presentUser(deps: Deps, user: User) {
  const avatars = await ownedAvatarSkins(deps.db.orm, user.id);
  // The equipped skin is normally one the player owns; look it up only when it is not.
  const skin =
    avatars.find((a) => a.id === user.equippedSkinId) ??
    (await findSkinForUser(deps.db.orm, user.equippedSkinId));
  return {
    id: user.id,
    nickname: user.nickname,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    /** An address the player is moving to, until it is confirmed from that address. */
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    gemsAmount: user.gems,
    coinsAmount: user.coins,
    level: levelForXp(user.xp),
    vip: user.vip,
    hasBetaAccess: user.hasBetaAccess,
    isDemo: user.isDemo,
    tutorialStep: user.tutorialStep,
    referralCode: user.referralCode,
    walletAddress: user.walletAddress,
    telegram: user.telegramId ? { id: user.telegramId, username: user.telegramUsername } : null,
    photoUrl: user.photoUrl,
    avatar: skin ? skin.avatarId : null,
    equippedSkin: skin ? { id: skin.id, name: skin.name, smallImage: { url: skin.smallImageUrl } } : null,
    avatars: avatars.map((a) => ({
      id: a.id,
      name: a.name,
      avatarName: a.avatarName,
      smallImage: { url: a.smallImageUrl },
    })),
    createdAt: user.createdAt.toISOString(),
  };
}

export type UserDto = Awaited<ReturnType<typeof presentUser>>;
