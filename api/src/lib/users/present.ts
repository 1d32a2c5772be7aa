import { skinCard } from "@jadeverse/db/store/catalog";
import type { User } from "@jadeverse/db/users/user";
import { levelForXp } from "@jadeverse/db/xp";
import type { Deps } from "../../context.ts";
import { immutableJson } from "../../middleware/sized-json.ts";
import { isDemoPlayer } from "../accounts/demo-copies.ts";
import { acceptedTerms } from "../accounts/responsible-play.ts";

/**
 * The player as docs/product/platform.md §3 / docs/product/economy.md §3 describe it (`GET /api/users/me`). Cached per row object while
 * no write has happened since it was built (`db.changeCount`, see lib/read-cache.ts): a row read with
 * the session is reused until any commit, so one player's repeated calls build it once. A cached one
 * is answered at once (no promise).
 */
export function presentUser(deps: Deps, user: User): UserDto | Promise<UserDto> {
  const changeCount = deps.db.changeCount;
  if (!changeCount) return buildUser(deps, user);
  const version = changeCount();
  const hit = presented.get(user);
  if (hit && hit.version === version) return hit.dto;
  return buildUser(deps, user).then((built) => {
    // Immutable, with its JSON text kept: repeated calls send the same text (middleware/sized-json.ts).
    const dto = immutableJson(built);
    presented.set(user, { version, dto });
    return dto;
  });
}

/** Keyed by the row object itself, so an entry lives exactly as long as the row it was built from. */
const presented = new WeakMap<User, { version: number; dto: UserDto }>();

async function buildUser(deps: Deps, user: User) {
  // The owned avatars are their own call (`GET /api/skins/me`): this answer stays small (under the
  // 1 KB compression threshold), since every screen asks for it and only two screens list avatars.
  const skin = user.equippedSkinId ? await skinCard(deps.db.orm, user.equippedSkinId) : undefined;
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
    /** A demo persona or a demo visit's copy: e-mail, password and Telegram link cannot change (403 DEMO_IDENTITY_LOCKED). */
    identityLocked: isDemoPlayer(user),
    tutorialStep: user.tutorialStep,
    language: user.language,
    referralCode: user.referralCode,
    walletAddress: user.walletAddress,
    tonAddress: user.tonAddress,
    telegram: user.telegramId ? { id: user.telegramId, username: user.telegramUsername } : null,
    photoUrl: user.photoUrl,
    avatar: skin ? skin.avatarId : null,
    equippedSkin: skin ? { id: skin.id, name: skin.name, smallImage: { url: skin.smallImageUrl } } : null,
    termsAccepted: acceptedTerms(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export type UserDto = Awaited<ReturnType<typeof buildUser>>;
