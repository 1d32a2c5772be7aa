import { miniAppPage } from "@jadeverse/db/deep-links";
import { constraintViolation } from "@jadeverse/db/errors";
import { findUserById, findUserByReferralCode, findUserByTelegramId } from "@jadeverse/db/queries/users";
import { telegramPendingReferrals, type User, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import type { Deps } from "../../context.ts";
import type { TelegramUser } from "../auth/telegram.ts";
import { conflict, notFound } from "../errors.ts";
import { NICKNAME_MAX } from "./constants.ts";
import { createPlayer } from "./create-player.ts";
import { assertNotDemo } from "./demo-copies.ts";
import { payReferralBonus } from "./referral-bonus.ts";

/**
 * `start_param` carries a referral code, bare (`JVABCD2345`) or prefixed (`ref_JVABCD2345`), unless it
 * names a Mini App page. A code nobody owns is simply no referrer: it never blocks sign-in.
 */
export function referralCodeFromStartParam(startParam: string | undefined): string | undefined {
  const param = startParam?.trim();
  if (!param || miniAppPage(param)) return undefined;
  const code = param.replace(/^ref[_-]?/i, "");
  return /^[A-Za-z0-9]{4,32}$/.test(code) ? code.toUpperCase() : undefined;
}

const profileFields = (tg: TelegramUser) => ({
  telegramUsername: tg.username ?? null,
  photoUrl: tg.photo_url ?? null,
});

/**
 * Finds the player of a verified Telegram identity, or creates one (welcome grant, optional referrer
 * paid at once: Telegram vouches for the identity). With `linkTo`, attaches the identity to that
 * existing account instead.
 */
export async function upsertTelegramPlayer(
  deps: Deps,
  tg: TelegramUser,
  options: { referralCode?: string | undefined; linkTo?: number | undefined } = {},
): Promise<User> {
  const telegramId = String(tg.id);
  const owner = await findUserByTelegramId(deps.db.orm, telegramId);

  if (options.linkTo !== undefined) {
    const target = await findUserById(deps.db.orm, options.linkTo);
    if (!target) throw notFound("USER_NOT_FOUND_ERROR");
    assertNotDemo(target);
    if (owner && owner.id !== target.id) throw conflict("TELEGRAM_ALREADY_LINKED");
    if (target.telegramId && target.telegramId !== telegramId) throw conflict("ACCOUNT_ALREADY_LINKED");
    // Two accounts linking one Telegram identity at once: the unique index decides (409 from the mapper).
    const [linked] = await deps.db.write((tx) =>
      tx
        .update(users)
        .set({ telegramId, ...profileFields(tg) })
        .where(eq(users.id, target.id))
        .returning(),
    );
    return linked!;
  }

  if (owner) {
    if (owner.deletedAt) throw notFound("USER_NOT_FOUND_ERROR");
    const [refreshed] = await deps.db.write((tx) =>
      tx.update(users).set(profileFields(tg)).where(eq(users.id, owner.id)).returning(),
    );
    return refreshed!;
  }

  // The launch's own code, else one the player brought to the bot before having an account.
  const referralCode = options.referralCode ?? (await pendingReferralCode(deps, telegramId));
  const referrer = referralCode ? await findUserByReferralCode(deps.db.orm, referralCode) : undefined;
  const nickname = (tg.username ?? [tg.first_name, tg.last_name].filter(Boolean).join(" ")).slice(
    0,
    NICKNAME_MAX,
  );
  try {
    return await deps.db.write(async (tx) => {
      const user = await createPlayer(tx, {
        telegramId,
        nickname: nickname || null,
        firstName: tg.first_name ?? null,
        lastName: tg.last_name ?? null,
        referredById: referrer?.id ?? null,
        tutorialStep: "NOT_STARTED",
        ...profileFields(tg),
      });
      await payReferralBonus(tx, user);
      await tx.delete(telegramPendingReferrals).where(eq(telegramPendingReferrals.telegramId, telegramId));
      return user;
    });
  } catch (error) {
    // The same Telegram user opening the app twice at once: the unique index keeps one account.
    if (constraintViolation(error)?.columns?.includes("telegram_id")) {
      const existing = await findUserByTelegramId(deps.db.orm, telegramId);
      if (existing) return existing;
    }
    throw error;
  }
}

/** How long a code brought to the bot (`/start <code>`) waits for the player's first sign-in. */
const PENDING_REFERRAL_DAYS = 30;

async function pendingReferralCode(deps: Deps, telegramId: string): Promise<string | undefined> {
  const [row] = await deps.db.orm
    .select({ code: telegramPendingReferrals.referralCode, createdAt: telegramPendingReferrals.createdAt })
    .from(telegramPendingReferrals)
    .where(eq(telegramPendingReferrals.telegramId, telegramId));
  if (!row || Date.now() - row.createdAt.getTime() > PENDING_REFERRAL_DAYS * 86_400_000) return undefined;
  return row.code;
}
