import { heldPass } from "@jadeverse/db/passes/subscriptions";
import { findSpinByRequestKey } from "@jadeverse/db/wheel/spins";
import type { Deps } from "../../context.ts";
import { ApiError, forbidden } from "../errors.ts";
import { GOLD_FRAME_TIER } from "../passes/perks.ts";
import { spinWheel } from "./spin.ts";

const WEEK_MS = 7 * 86_400_000;
/** 1970-01-05 was a Monday: weeks are counted from there, Monday 00:00 UTC to Monday. */
const FIRST_MONDAY_MS = 4 * 86_400_000;

/** The week an instant falls in: its Monday 00:00 UTC start and the next. */
export function chestWeek(at: Date): { key: string; startsAt: Date; endsAt: Date } {
  const index = Math.floor((at.getTime() - FIRST_MONDAY_MS) / WEEK_MS);
  const startsAt = new Date(FIRST_MONDAY_MS + index * WEEK_MS);
  return {
    key: `gold-chest:${startsAt.toISOString().slice(0, 10)}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + WEEK_MS),
  };
}

/**
 * The Gold pass's weekly chest (docs/passes.md "The Gold chest"): whether the player holds Gold, whether
 * this week's chest is open already (and what it gave), and when the next one is ready.
 */
export async function goldChestStatus(deps: Deps, userId: number) {
  // Stryker disable next-line OptionalChaining: the suites fix the clock; without one it is the real time
  const now = deps.now?.() ?? new Date();
  const week = chestWeek(now);
  const held = await heldPass(deps.db.orm, userId, now);
  const opened = await findSpinByRequestKey(deps.db.orm, userId, week.key);
  return {
    eligible: (held?.pass.tier ?? 0) >= GOLD_FRAME_TIER,
    openedThisWeek: Boolean(opened),
    nextChestAt: (opened ? week.endsAt : now).toISOString(),
    last: opened
      ? { rewardType: opened.rewardType, rewardLabel: opened.rewardLabel, spinId: opened.id }
      : null,
  };
}

/**
 * Opens this week's chest: one free spin of the Wheel of Fortune, drawn from the player's own
 * provably fair seeds and the same section table as a paid spin, recorded with them (the wheel's
 * history and verifier show it). Once a week: the spin's request key is the week's, unique per
 * player, so a second open, however it races, finds the first and is refused (409 GOLD_CHEST_OPENED).
 */
export async function openGoldChest(deps: Deps, userId: number) {
  // Stryker disable next-line OptionalChaining: as above
  const now = deps.now?.() ?? new Date();
  const week = chestWeek(now);
  const held = await heldPass(deps.db.orm, userId, now);
  if ((held?.pass.tier ?? 0) < GOLD_FRAME_TIER) throw forbidden("GOLD_PASS_REQUIRED");
  if (await findSpinByRequestKey(deps.db.orm, userId, week.key))
    throw new ApiError(409, "GOLD_CHEST_OPENED", undefined, { nextChestAt: week.endsAt.toISOString() });
  const spin = await spinWheel(deps.db, userId, week.key, { free: true });
  return { ...spin, nextChestAt: week.endsAt.toISOString() };
}
