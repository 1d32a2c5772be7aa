/**
 * Prints Mini App initData signed with BOT_TOKEN (the API's), for `vite dev` of the Mini App:
 *   VITE_MOCK_INIT_DATA="$(BOT_TOKEN=… bun miniapp/scripts/sign-init-data.ts)" bun run --cwd miniapp dev
 * Development tooling only; the token never leaves this process.
 */
import { signInitData } from "../../api/src/lib/auth/telegram.ts";

const botToken = process.env.BOT_TOKEN;
if (!botToken) {
  console.error("BOT_TOKEN is not set: sign with the token the API runs with.");
  process.exit(1);
}
const user = { id: Number(process.env.TG_USER_ID ?? 99_000_001), first_name: "Dev", username: "jade_dev" };
console.log(
  signInitData({ user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)) }, botToken),
);
