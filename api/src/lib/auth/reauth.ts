import type { User } from "@jadeverse/db/users/user";
import { z } from "zod";
import type { Deps } from "../../context.ts";
import { ApiError, badRequest, unauthorized } from "../errors.ts";
import { verifyPassword } from "./passwords.ts";
import { type TelegramCheck, verifyInitData, verifyLoginWidget } from "./telegram.ts";
import { loginWidgetSchema } from "./telegram-schemas.ts";

/** A Telegram proof counts as "fresh" for an identity change only this long (seconds). */
export const REAUTH_TELEGRAM_MAX_AGE = 600;

/**
 * What a player sends to prove it is them before an identity change: the current password, or for an
 * account without one, a fresh Telegram proof (Login Widget payload on the web, initData in the Mini App).
 */
export const reauthFields = {
  currentPassword: z.string().min(1).max(128).optional(),
  telegramAuth: loginWidgetSchema.optional(),
  telegramInitData: z.string().min(1).max(4096).optional(),
};
export type ReauthProof = {
  currentPassword?: string | undefined;
  telegramAuth?: z.infer<typeof loginWidgetSchema> | undefined;
  telegramInitData?: string | undefined;
};

/**
 * Confirms a signed-in player is present (a stolen session alone must not change the account's
 * identity). Throws REAUTHENTICATION_REQUIRED / INVALID_PASSWORD / TELEGRAM_PROOF_REQUIRED /
 * INVALID_TELEGRAM_AUTH.
 */
export async function assertReauthenticated(deps: Deps, user: User, proof: ReauthProof): Promise<void> {
  if (user.passwordHash) {
    if (!proof.currentPassword) throw new ApiError(401, "REAUTHENTICATION_REQUIRED");
    if (!(await verifyPassword(proof.currentPassword, user.passwordHash)))
      throw badRequest("INVALID_PASSWORD");
    return;
  }
  const botToken = deps.env.BOT_TOKEN;
  if (!user.telegramId || !botToken || (!proof.telegramAuth && !proof.telegramInitData))
    throw new ApiError(401, "TELEGRAM_PROOF_REQUIRED");
  const maxAge = Math.min(REAUTH_TELEGRAM_MAX_AGE, deps.env.TELEGRAM_AUTH_MAX_AGE);
  const check: TelegramCheck = proof.telegramInitData
    ? verifyInitData(proof.telegramInitData, botToken, maxAge)
    : verifyLoginWidget(proof.telegramAuth!, botToken, maxAge);
  if (!check.ok)
    throw new ApiError(401, check.reason === "expired" ? "TELEGRAM_PROOF_REQUIRED" : "INVALID_TELEGRAM_AUTH");
  if (String(check.user.id) !== user.telegramId) throw unauthorized("INVALID_TELEGRAM_AUTH");
}
