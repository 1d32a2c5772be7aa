import { and, eq, isNull, sql } from "drizzle-orm";
import { type Handle, prepared } from "../queries/prepared.ts";
import { type User, users } from "../schema/users.ts";

/** A live player: not deleted. */
const live = isNull(users.deletedAt);

/** A live player by id (prepared: the hot path of several signed-in calls). */
export async function findUserById(db: Handle, id: number): Promise<User | undefined> {
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

/** A live player by login address (compared trimmed and lower-cased). */
export async function findUserByEmail(db: Handle, email: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), live))
    .limit(1);
  return rows[0];
}

/** The player of a Telegram identity, deleted or not (the identity stays taken). */
export async function findUserByTelegramId(db: Handle, telegramId: string): Promise<User | undefined> {
  const rows = await db.select().from(users).where(eq(users.telegramId, telegramId)).limit(1);
  return rows[0];
}

/** Demo personas and their copies refer nobody: a copy is deleted when its visit ends. */
export async function findUserByReferralCode(db: Handle, code: string): Promise<User | undefined> {
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

/** A demo persona by its public id (`/?demoId=`). */
export async function findUserByDemoId(db: Handle, demoId: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.demoId, demoId), live))
    .limit(1);
  return rows[0];
}
