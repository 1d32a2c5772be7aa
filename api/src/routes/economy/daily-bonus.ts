import { bonusReminderState, setBonusReminders } from "@jadeverse/db/daily-bonus/reminders";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { claimBonus, dailyBonusStatus } from "../../lib/daily-bonus/bonus.ts";
import {
  bonusReminderBody,
  bonusReminderResponse,
  dailyBonusClaimResponse,
  dailyBonusStatusResponse,
} from "../../lib/daily-bonus/responses.ts";
import { forbidden } from "../../lib/errors.ts";
import { doc } from "../../lib/openapi.ts";
import { validate } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/auth.ts";
import { perPlayerLimit, rateLimit } from "../../middleware/rate-limit.ts";

/**
 * The daily bonus (docs/daily-bonus.md): free coins once per UTC day, more for every consecutive day
 * up to the table's cap. The claim is a play call: refused before the Terms, during a break and from
 * a restricted country (lib/geo/restricted-calls.ts).
 */
export const dailyBonusRoutes = new Hono<AppEnv>()
  .get(
    "/",
    doc("daily-bonus", "The player's daily bonus: claimed today or not, the streak, the next claim", {
      auth: "session",
      response: dailyBonusStatusResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await dailyBonusStatus(c.get("deps"), c.get("session").userId));
    },
  )
  .post(
    "/claim",
    doc("daily-bonus", "Claim today's bonus (once per UTC day, through the ledger)", {
      auth: "session",
      limited: true,
      response: dailyBonusClaimResponse,
      errors: { 409: ["DAILY_BONUS_CLAIMED"] },
    }),
    requireUser,
    rateLimit(perPlayerLimit("daily-bonus", 10)),
    async (c) => c.json(await claimBonus(c.get("deps"), c.get("session").userId)),
  )
  .get(
    "/reminders",
    doc("daily-bonus", "Whether the bot reminds the player when the bonus is ready", {
      auth: "session",
      response: bonusReminderResponse,
    }),
    requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await bonusReminderState(c.get("deps").db, c.get("session").userId));
    },
  )
  .put(
    "/reminders",
    doc("daily-bonus", "Turn the bot's daily bonus reminder on or off (a Telegram account needed)", {
      auth: "session",
      input: "json",
      limited: true,
      response: bonusReminderResponse,
      errors: { 403: ["TELEGRAM_ACCOUNT_REQUIRED"] },
    }),
    requireUser,
    rateLimit(perPlayerLimit("bonus-reminders", 20)),
    validate("json", bonusReminderBody),
    async (c) => {
      const { db } = c.get("deps");
      const userId = c.get("session").userId;
      if (!(await bonusReminderState(db, userId)).telegram) throw forbidden("TELEGRAM_ACCOUNT_REQUIRED");
      await setBonusReminders(db, userId, c.req.valid("json").on);
      return c.json(await bonusReminderState(db, userId));
    },
  );
