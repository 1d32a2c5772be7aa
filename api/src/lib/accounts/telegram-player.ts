import { constraintViolation } from "@jadeverse/db/errors";
import { findUserById, findUserByReferralCode, findUserByTelegramId } from "@jadeverse/db/queries/users";
import { type User, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import type { Deps } from "../../context.ts";
import type { TelegramUser } from "../auth/telegram.ts";
import { conflict, notFound } from "../errors.ts";
import { NICKNAME_MAX } from "./constants.ts";
import { createPlayer } from "./create-player.ts";
import { assertNotDemo } from "./demo-copies.ts";
import { payReferralBonus } from "./referral-bonus.ts";

/** `start_param` carries a referral code, bare (`JVABCD2345`) or prefixed (`ref_JVABCD2345`). */
export function referralCodeFromStartParam(startParam: string | undefined): string | undefined {
  const code = startParam?.replace(/^ref[_-]?/i, "").trim();
  return code && /^[A-Za-z0-9]{4,32}$/.test(code) ? code.toUpperCase() : undefined;
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

  const referrer = options.referralCode
    ? await findUserByReferralCode(deps.db.orm, options.referralCode)
    : undefined;
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
