import { bonusReminderCandidates, queueBonusReminders } from "@jadeverse/db/daily-bonus/reminders";
import { listPasses } from "@jadeverse/db/passes/catalog";
import { heldTiers } from "@jadeverse/db/passes/subscriptions";
import type { Deps } from "../../context.ts";
import { utcDay } from "./bonus.ts";
import { coinsForStreak } from "./table.ts";

/**
 * The `daily-bonus-reminders` job (docs/daily-bonus.md "The reminder"): queues today's "your bonus is
 * ready" for every player who asked for it and may hear from the bot now, saying what the claim would
 * pay (their streak, their season pass's multiplier). Once per player per UTC day; the bot sends them.
 */
export async function remindOfBonus(deps: Deps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const day = utcDay(now);
  const due = await bonusReminderCandidates(deps.db, { day, now });
  if (due.length === 0) return 0;
  const [tiers, passes] = await Promise.all([
    heldTiers(
      deps.db.orm,
      due.map((d) => d.userId),
      now,
    ),
    listPasses(deps.db.orm),
  ]);
  const multiplierOf = (userId: number) =>
    passes.find((pass) => pass.tier === tiers.get(userId))?.bonusMultiplier ?? 1;
  return queueBonusReminders(
    deps.db,
    day,
    due.map(({ userId, streak }) => ({
      userId,
      streak,
      coins: coinsForStreak(deps.env.DAILY_BONUS_COINS, streak) * multiplierOf(userId),
    })),
  );
}
