import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../client.ts";
import { avatars, skins, userSkins } from "../schema/catalog.ts";
import { type NewUser, type User, users } from "../schema/users.ts";
import { prepared } from "./prepared.ts";

type Reader = Db["orm"] | Tx;

const live = isNull(users.deletedAt);

export async function findUserById(db: Reader, id: number): Promise<User | undefined> {
  const query = prepared(db, "users.byId", (d) =>
    d
      .select()
      .from(users)
      .where(and(eq(users.id, sql.placeholder("id")), live))
      .limit(1)
      .prepare(),
  );
  return (await query.get({ id })) ?? undefined;
}

export async function findUserByEmail(db: Reader, email: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), live))
    .limit(1);
  return rows[0];
}

export async function findUserByTelegramId(db: Reader, telegramId: string): Promise<User | undefined> {
  const rows = await db.select().from(users).where(eq(users.telegramId, telegramId)).limit(1);
  return rows[0];
}

/** Demo personas and their copies refer nobody: a copy is deleted when its visit ends. */
export async function findUserByReferralCode(db: Reader, code: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.referralCode, code.trim().toUpperCase()),
        live,
        isNull(users.demoId),
        isNull(users.demoOfId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findUserByDemoId(db: Reader, demoId: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.demoId, demoId), live))
    .limit(1);
  return rows[0];
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Referral codes: `JV` + 8 unambiguous characters (no 0/O, 1/I). */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  let code = "JV";
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}

/** Inserts a player with a fresh unique referral code (retrying on the rare collision). */
export async function insertUser(
  tx: Reader,
  values: Omit<NewUser, "referralCode" | "gems" | "coins">,
): Promise<User> {
  for (let attempt = 0; ; attempt++) {
    try {
      const rows = await tx
        .insert(users)
        .values({ ...values, referralCode: newReferralCode() })
        .returning();
      return rows[0]!;
    } catch (error) {
      if (attempt < 3 && /users\.referral_code/.test(String((error as Error)?.message ?? error))) continue;
      throw error;
    }
  }
}

export interface EquippedSkin {
  id: number;
  name: string;
  avatarId: number;
  smallImageUrl: string;
}

export async function findSkinForUser(db: Reader, skinId: number | null): Promise<EquippedSkin | null> {
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

/** The avatars a player can pick (skins they own), for the welcome picker and settings. */
export async function ownedAvatarSkins(db: Reader, userId: number) {
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

/** 1 + the number of live players with strictly more XP (ties share a rank); demo copies don't count. */
export async function xpRank(db: Reader, xp: number): Promise<number> {
  const rows = await db
    .select({ ahead: sql<number>`count(*)` })
    .from(users)
    .where(and(gt(users.xp, xp), live, isNull(users.demoOfId)));
  return Number(rows[0]?.ahead ?? 0) + 1;
}
