import type { SpinOutcome, WheelConfigSection } from "@jadeverse/api/client/contracts";
import type { Rarity } from "@jadeverse/api/client/store";
import {
  COOLDOWN_MS,
  EXTRA_TURNS,
  FAILURE_COOLDOWN_MS,
  FALLBACK_WIN_TITLE,
  RARITY_NAMES,
  RARITY_WIN_TITLES,
} from "./constants.ts";
import type { WheelMessage, WheelTranslate } from "./messages.ts";

/** Spins the player can pay for: floor(gems / cost) (docs/product/economy.md §5). */
export const spinsLeft = (gems: number, cost: number): number =>
  cost > 0 && gems > 0 ? Math.floor(gems / cost) : 0;

/** Why a spin is refused on the client (docs/product/economy.md §5), or null when it may go. */
export type SpinRefusal = "spinning" | "cooldown" | "not-enough-gems" | "signed-out";

export interface SpinGate {
  spinning: boolean;
  /** Epoch ms until which the cooldown runs (0: none). */
  cooldownUntil: number;
  now: number;
  gems: number;
  cost: number;
  signedIn: boolean;
}

export function spinRefusal(gate: SpinGate): SpinRefusal | null {
  if (gate.spinning) return "spinning";
  if (gate.now < gate.cooldownUntil) return "cooldown";
  if (gate.gems < gate.cost) return "not-enough-gems";
  if (!gate.signedIn) return "signed-out";
  return null;
}

/** The cooldown after a spin: 4 s after a result, 1 s after a failure (docs/product/economy.md §5). */
export const cooldownAfter = (outcome: "result" | "failure"): number =>
  outcome === "result" ? COOLDOWN_MS : FAILURE_COOLDOWN_MS;

/**
 * Why a spin result fails the spec's response checks: the thrown error's message, for the logs and
 * the tests. Never shown to a player, who reads the wheel's "Spin failed" message instead.
 */
export const SPIN_RESULT_PROBLEMS = {
  noData: "Invalid API response: No data received",
  noSection: "Invalid spin result: No matching wheel section found",
} as const;

/** A spin result that fails the spec's response checks. */
export class SpinResultError extends Error {
  override name = "SpinResultError";
}

/**
 * docs/product/economy.md §5 response checks: the answer carries data; the reward matches a wheel section by type
 * (the one at the reported position); for coins the section's amount and label match the reward's;
 * for none the value is 0. Returns the section the wheel lands on.
 */
export function checkSpinResult(
  data: SpinOutcome | null | undefined,
  sections: readonly WheelConfigSection[],
) {
  if (!data) throw new SpinResultError(SPIN_RESULT_PROBLEMS.noData);
  const section = sections.find((s) => s.position === data.position && s.type === data.rewardType);
  const matches =
    section !== undefined &&
    (data.rewardType !== "coins" ||
      (section.coinsAmount === data.rewardValue && section.label === data.rewardLabel)) &&
    (data.rewardType !== "none" || data.rewardValue === 0);
  if (!section || !matches) throw new SpinResultError(SPIN_RESULT_PROBLEMS.noSection);
  return section;
}

/**
 * The wheel's next rotation (degrees, clockwise) so the section at `angle` (clockwise from the top)
 * ends under the top pointer after at least `EXTRA_TURNS` whole turns from `current`.
 */
export function landingRotation(current: number, angle: number, extraTurns = EXTRA_TURNS): number {
  const target = (((360 - angle) % 360) + 360) % 360;
  const base = current + extraTurns * 360;
  const offset = (((target - base) % 360) + 360) % 360;
  return base + offset;
}

/** The win modal's title for an item of `rarity` (docs/product/economy.md §5): its message. */
export const winTitle = (rarity: Rarity | null): WheelMessage =>
  (rarity && RARITY_WIN_TITLES[rarity]) || FALLBACK_WIN_TITLE;

/** A rarity's name in the player's language. */
export const rarityName = (t: WheelTranslate, rarity: Rarity): string => t(RARITY_NAMES[rarity]);

/** A number of coins in words: the figure as `lib/format.ts` wrote it (`amount`), `count` for the plural. */
export const coinsText = (t: WheelTranslate, amount: string, count: number): string =>
  t("coinsAmount", { amount, count });
