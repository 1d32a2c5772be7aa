import { miniAppPage } from "@jadeverse/db/deep-links";
import { constraintViolation } from "@jadeverse/db/errors";
import { deletePendingReferral, pendingReferralCode } from "@jadeverse/db/telegram/pending-referrals";
import { telegramLanguageOf } from "@jadeverse/db/telegram/players";
import { grantDefaultAvatars } from "@jadeverse/db/users/default-avatars";
import { namesFromTelegram, type PlayerNames } from "@jadeverse/db/users/display-name";
import { findUserById, findUserByReferralCode, findUserByTelegramId } from "@jadeverse/db/users/find";
import {
  linkTelegramIdentity,
  refreshTelegramProfile,
  type TelegramProfile,
} from "@jadeverse/db/users/telegram-identity";
import type { User } from "@jadeverse/db/users/user";
import type { Deps } from "../../context.ts";
import type { TelegramUser } from "../auth/telegram.ts";
import { conflict, notFound } from "../errors.ts";
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

/**
 * What a sign-in refreshes: the username, the photo and Telegram's language (docs/i18n.md "The bot": the
 * notifications read it when the player chose none), recorded only when Telegram sent one.
 */
function profileFields(tg: TelegramUser, names: PlayerNames): TelegramProfile {
  const profile: TelegramProfile = {
    telegramUsername: names.telegramUsername,
    photoUrl: tg.photo_url ?? null,
  };
  const telegramLanguage = telegramLanguageOf(tg.language_code);
  if (telegramLanguage !== undefined) profile.telegramLanguage = telegramLanguage;
  return profile;
}

/**
 * Finds the player of a verified Telegram identity, or creates one (welcome grant, optional referrer
 * paid at once: Telegram vouches for the identity). With `linkTo`, attaches the identity to that
 * existing account instead. Names go through the display-name rules (`namesFromTelegram`): a sign-in
 * never fails because of a name, it stores the cleaned one (or the username, or "Player").
 */
export async function upsertTelegramPlayer(
  deps: Deps,
  tg: TelegramUser,
  options: { referralCode?: string | undefined; linkTo?: number | undefined } = {},
): Promise<User> {
  const telegramId = String(tg.id);
  const names = namesFromTelegram(tg);
  const owner = await findUserByTelegramId(deps.db.orm, telegramId);

  if (options.linkTo !== undefined) {
    const target = await findUserById(deps.db.orm, options.linkTo);
    if (!target) throw notFound("USER_NOT_FOUND_ERROR");
    assertNotDemo(target);
    if (owner && owner.id !== target.id) throw conflict("TELEGRAM_ALREADY_LINKED");
    if (target.telegramId && target.telegramId !== telegramId) throw conflict("ACCOUNT_ALREADY_LINKED");
    // Two accounts linking one Telegram identity at once: the unique index decides (409 from the mapper).
    const linked = await deps.db.write((tx) =>
      linkTelegramIdentity(tx, target.id, telegramId, profileFields(tg, names)),
    );
    if (!linked) throw notFound("USER_NOT_FOUND_ERROR");
    return linked;
  }

  if (owner) {
    if (owner.deletedAt) throw notFound("USER_NOT_FOUND_ERROR");
    // An account made before new players were given the default avatars gets them on its next visit.
    const refreshed = await deps.db.write(async (tx) => {
      await grantDefaultAvatars(tx, owner.id);
      return await refreshTelegramProfile(tx, owner.id, profileFields(tg, names));
    });
    if (!refreshed) throw notFound("USER_NOT_FOUND_ERROR");
    return refreshed;
  }

  // The launch's own code, else one the player brought to the bot before having an account.
  const referralCode = options.referralCode ?? (await pendingReferralCode(deps.db.orm, telegramId));
  const referrer = referralCode ? await findUserByReferralCode(deps.db.orm, referralCode) : undefined;
  try {
    return await deps.db.write(async (tx) => {
      const user = await createPlayer(tx, {
        telegramId,
        nickname: names.nickname,
        firstName: names.firstName,
        lastName: names.lastName,
        referredById: referrer?.id ?? null,
        tutorialStep: "NOT_STARTED",
        ...profileFields(tg, names),
      });
      await payReferralBonus(tx, user);
      await deletePendingReferral(tx, telegramId);
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
