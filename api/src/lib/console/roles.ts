import type { ConsoleRole } from "@jadeverse/db/enums/console";
import type { User } from "@jadeverse/db/users/user";
import type { Env } from "../../env.ts";

const list = (text: string | undefined) =>
  new Set(
    (text ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The console role configuration grants a player (`CONSOLE_ADMINS`, `CONSOLE_SUPPORT`,
 * `CONSOLE_COMMUNITY`: e-mails or Telegram ids), the highest first; null for everyone else. Read on
 * every call, so a role removed from the configuration ends at once.
 */
export function consoleRoleOf(
  env: Env,
  user: Pick<User, "email" | "telegramId" | "emailVerifiedAt">,
): ConsoleRole | null {
  const ids = [user.emailVerifiedAt && user.email ? user.email.toLowerCase() : null, user.telegramId].filter(
    (id): id is string => Boolean(id),
  );
  const holds = (setting: string | undefined) => ids.some((id) => list(setting).has(id));
  if (holds(env.CONSOLE_ADMINS)) return "admin";
  if (holds(env.CONSOLE_SUPPORT)) return "support";
  if (holds(env.CONSOLE_COMMUNITY)) return "community";
  return null;
}
