// What Telegram's client does for a Mini App launch: signs initData with the bot's token (the HMAC
// scheme of https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app), so a
// test can sign a player in through the platform's real `POST /api/auth/telegram-miniapp`.
import { createHmac } from "node:crypto";

const hmac = (key: string | Buffer, message: string) => createHmac("sha256", key).update(message).digest();

/** initData for `user` as Telegram signs it (fresh `auth_date`), for `Authorization: tma <initData>`. */
export function signedInitData(user: { id: number; first_name: string }, botToken: string): string {
  const fields: Record<string, string> = {
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: `AAE${user.id}`,
  };
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
  const hash = hmac(hmac("WebAppData", botToken), dataCheckString).toString("hex");
  return new URLSearchParams({ ...fields, hash }).toString();
}
