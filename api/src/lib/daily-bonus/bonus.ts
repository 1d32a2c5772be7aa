import { claimDailyBonus, latestClaim } from "@jadeverse/db/daily-bonus/claims";
import type { Deps } from "../../context.ts";
import { ApiError } from "../errors.ts";
import { bonusMultiplierOf } from "../passes/passes.ts";
import { coinsForStreak } from "./table.ts";

const DAY_MS = 86_400_000;

/** The UTC day of `date`, `YYYY-MM-DD`. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
/** The start of the UTC day after `date`: when the next bonus is ready. */
export const nextUtcMidnight = (date: Date) =>
  new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS + DAY_MS);
const dayBefore = (date: Date) => utcDay(new Date(date.getTime() - DAY_MS));

const now = (deps: Deps) => deps.now?.() ?? new Date();

/**
 * The player's daily bonus (docs/daily-bonus.md): whether today's is claimed, the streak they are on,
 * what the next claim pays and when it is ready, and the published table.
 */
export async function dailyBonusStatus(deps: Deps, userId: number) {
  const at = now(deps);
  const today = utcDay(at);
  const latest = await latestClaim(deps.db.orm, userId);
  const claimedToday = latest?.day === today;
  // A streak lives while its last claim is today's or yesterday's; a missed day ends it.
  const alive = claimedToday || latest?.day === dayBefore(at);
  const streak = alive && latest ? latest.streak : 0;
  const table = deps.env.DAILY_BONUS_COINS;
  const multiplier = await bonusMultiplierOf(deps, userId, at);
  return {
    claimedToday,
    streak,
    nextStreak: streak + 1,
    nextCoins: coinsForStreak(table, streak + 1) * multiplier,
    multiplier,
    nextClaimAt: (claimedToday ? nextUtcMidnight(at) : at).toISOString(),
    lastClaim: latest ? { day: latest.day, streak: latest.streak, coins: latest.coins } : null,
    table: [...table],
  };
}

/**
 * Claims today's bonus: once per player per UTC day, through the ledger in one transaction; a second
 * claim of the day (a retry, a parallel request) is refused with 409 DAILY_BONUS_CLAIMED and changes
 * nothing.
 */
export async function claimBonus(deps: Deps, userId: number) {
  const at = now(deps);
  const table = deps.env.DAILY_BONUS_COINS;
  // A season pass multiplies it (docs/passes.md): Silver ×2, Gold ×3, as held when claimed.
  const multiplier = await bonusMultiplierOf(deps, userId, at);
  const outcome = await deps.db.write((tx) =>
    claimDailyBonus(tx, {
      userId,
      day: utcDay(at),
      yesterday: dayBefore(at),
      coinsFor: (streak) => coinsForStreak(table, streak) * multiplier,
    }),
  );
  const nextClaimAt = nextUtcMidnight(at).toISOString();
  if (outcome.status === "already-claimed")
    throw new ApiError(409, "DAILY_BONUS_CLAIMED", undefined, { nextClaimAt });
  return {
    coins: outcome.claim.coins,
    streak: outcome.claim.streak,
    balance: outcome.balance,
    nextClaimAt,
    nextCoins: coinsForStreak(table, outcome.claim.streak + 1) * multiplier,
    multiplier,
  };
}
