import { z } from "zod";

const coins = z.number().int().min(0);

/** `GET /api/daily-bonus` (docs/daily-bonus.md). */
export const dailyBonusStatusResponse = z.strictObject({
  claimedToday: z.boolean(),
  streak: z
    .number()
    .int()
    .min(0)
    .describe("Consecutive days claimed, up to today or yesterday; 0 after a missed day"),
  nextStreak: z.number().int().min(1).describe("The streak day the next claim counts as"),
  nextCoins: coins.describe("What the next claim pays, the season pass's multiplier included"),
  multiplier: z.number().int().min(1).describe("The season pass's bonus multiplier (1 without a pass)"),
  nextClaimAt: z.string().describe("When the next claim is ready: now, or the next UTC midnight"),
  lastClaim: z.strictObject({ day: z.string(), streak: z.number().int(), coins }).nullable(),
  table: z.array(coins).describe("Coins by streak day; the last one pays every later day"),
});

/** `POST /api/daily-bonus/claim`. */
export const dailyBonusClaimResponse = z.strictObject({
  coins: coins.describe("Credited through the ledger"),
  streak: z.number().int().min(1),
  balance: coins.describe("The player's coins after it"),
  nextClaimAt: z.string(),
  nextCoins: coins,
  multiplier: z.number().int().min(1),
});

/** `GET`/`PUT /api/daily-bonus/reminders` (docs/daily-bonus.md "The reminder"). */
export const bonusReminderResponse = z.strictObject({
  on: z.boolean().describe("The bot says each day when the bonus is ready"),
  telegram: z.boolean().describe("Whether the player has a Telegram account the bot can write to"),
  muted: z.boolean().describe("The player muted the bot (/mute): no reminder while muted"),
});

export const bonusReminderBody = z.strictObject({ on: z.boolean() });
