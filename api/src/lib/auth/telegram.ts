import { createHash } from "node:crypto";
import { z } from "zod";
import { hmacSha256, safeEqualHex } from "../crypto.ts";
import { TELEGRAM_NAME_RAW_MAX } from "./telegram-schemas.ts";

export type TelegramCheck =
  | { ok: true; user: TelegramUser; authDate: number; startParam?: string | undefined }
  | { ok: false; reason: "invalid" | "expired" };

export const telegramUserSchema = z.object({
  id: z.coerce.number().int().positive(),
  first_name: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  last_name: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  username: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
  photo_url: z.string().max(1024).optional(),
  /** The user's Telegram language (an IETF tag): in a Mini App's initData; the Login Widget sends none. */
  language_code: z.string().max(TELEGRAM_NAME_RAW_MAX).optional(),
});
export type TelegramUser = z.infer<typeof telegramUserSchema>;

const dataCheckString = (entries: [string, string][]) =>
  entries
    .filter(([key]) => key !== "hash")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");

function freshness(authDate: number, maxAgeSeconds: number, now: number): "ok" | "expired" | "invalid" {
  if (!Number.isInteger(authDate) || authDate <= 0) return "invalid";
  const age = now / 1000 - authDate;
  if (age > maxAgeSeconds) return "expired";
  if (age < -300) return "invalid"; // more than 5 minutes in the future: forged or badly skewed
  return "ok";
}

/**
 * Mini App initData: HMAC-SHA256 with key HMAC_SHA256("WebAppData", botToken) over the sorted
 * `key=value` lines, compared with `hash`. https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app
 */
export function verifyInitData(
  initData: string,
  botToken: string,
  maxAgeSeconds: number,
  now = Date.now(),
): TelegramCheck {
  const params = new URLSearchParams(initData);
  const hash = params.get("hash");
  if (!hash) return { ok: false, reason: "invalid" };
  const secret = hmacSha256("WebAppData", botToken);
  const expected = hmacSha256(secret, dataCheckString([...params.entries()])).toString("hex");
  if (!safeEqualHex(expected, hash)) return { ok: false, reason: "invalid" };
  const authDate = Number(params.get("auth_date"));
  const fresh = freshness(authDate, maxAgeSeconds, now);
  if (fresh !== "ok") return { ok: false, reason: fresh };
  let rawUser: unknown;
  try {
    rawUser = JSON.parse(params.get("user") ?? "null");
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const user = telegramUserSchema.safeParse(rawUser);
  if (!user.success) return { ok: false, reason: "invalid" };
  return { ok: true, user: user.data, authDate, startParam: params.get("start_param") ?? undefined };
}

/**
 * Login Widget payload: HMAC-SHA256 keyed with SHA256(botToken) over the sorted `key=value` lines.
 * https://core.telegram.org/widgets/login#checking-authorization
 */
export function verifyLoginWidget(
  payload: Record<string, string | number | undefined>,
  botToken: string,
  maxAgeSeconds: number,
  now = Date.now(),
): TelegramCheck {
  const hash = typeof payload.hash === "string" ? payload.hash : "";
  const entries = Object.entries(payload)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== null)
    .map(([k, v]) => [k, String(v)] as [string, string]);
  const secret = createHash("sha256").update(botToken).digest();
  const expected = hmacSha256(secret, dataCheckString(entries)).toString("hex");
  if (!safeEqualHex(expected, hash)) return { ok: false, reason: "invalid" };
  const authDate = Number(payload.auth_date);
  const fresh = freshness(authDate, maxAgeSeconds, now);
  if (fresh !== "ok") return { ok: false, reason: fresh };
  const user = telegramUserSchema.safeParse(payload);
  if (!user.success) return { ok: false, reason: "invalid" };
  return { ok: true, user: user.data, authDate };
}

/** Signs data the way Telegram does; used by tests and local tooling to produce valid payloads. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const secret = hmacSha256("WebAppData", botToken);
  const hash = hmacSha256(secret, dataCheckString(Object.entries(fields))).toString("hex");
  return new URLSearchParams({ ...fields, hash }).toString();
}

export function signLoginWidget<T extends Record<string, string | number>>(
  fields: T,
  botToken: string,
): T & { hash: string } {
  const secret = createHash("sha256").update(botToken).digest();
  const entries = Object.entries(fields).map(([k, v]) => [k, String(v)] as [string, string]);
  return { ...fields, hash: hmacSha256(secret, dataCheckString(entries)).toString("hex") };
}
