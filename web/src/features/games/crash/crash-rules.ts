import type { CrashRoundEvent } from "@jadeverse/api/client/games";
import type { GamesText, GamesTranslate } from "../messages.ts";

/** Crash's phases as the server names them. */
export type CrashPhase = CrashRoundEvent["phase"];

/** A multiplier in hundredths (250) as the table shows it: "2.50×". */
export const multiplierText = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`;

/** What a stake pays cashed out at `hundredths`: floor(stake × m), as the server pays it. */
export const payoutAt = (stake: number, hundredths: number): number => Math.floor((stake * hundredths) / 100);

/** A typed auto cash-out ("2.5", "1.01") in hundredths, or null when it is empty or not a number. */
export function parseAutoCashout(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 100);
}

/** Why an auto cash-out target is refused (its message), or null when it is fine (or absent). */
export function autoCashoutProblem(hundredths: number | null, min: number, max: number): GamesText | null {
  if (hundredths === null) return null;
  if (hundredths < min) return { id: "autoCashoutTooLow", values: { multiplier: multiplierText(min) } };
  if (hundredths > max) return { id: "autoCashoutTooHigh", values: { multiplier: multiplierText(max) } };
  return null;
}

/** The offset to add to the local clock to read the server's (from one message's `serverTime`). */
export const clockOffset = (serverTime: number, localNow: number): number => serverTime - localNow;

/** Whole seconds left of the betting window at server time `serverNow` (never below 0). */
export const bettingSecondsLeft = (bettingEndsAt: number, serverNow: number): number =>
  Math.max(0, Math.ceil((bettingEndsAt - serverNow) / 1000));

/** The published curve at `elapsedMs` into the run: floor(100 × e^(rate × t)), at least 100. */
export const curveAt = (elapsedMs: number, growthRate: number): number =>
  Math.max(100, Math.floor(100 * Math.exp(growthRate * Math.max(0, elapsedMs))));

/**
 * What the table says the round is doing, in parts the dial keeps whole on a line (it wraps between
 * them, never inside one); a count of seconds keeps its unit with a non-breaking space ("3\u00a0s").
 */
export function phaseParts(
  t: GamesTranslate,
  phase: CrashPhase,
  opts: { secondsLeft: number; point: number | null },
): string[] {
  switch (phase) {
    case "betting":
      return [t("takingBets"), t("startsIn", { seconds: opts.secondsLeft })];
    case "running":
      return [t("running")];
    case "crashed":
      return [
        opts.point === null ? t("crashed") : t("crashedAt", { multiplier: multiplierText(opts.point) }),
      ];
  }
}

/**
 * The points of a curve from 1.00× to `multiplier` (hundredths) for an SVG of `width` × `height`:
 * the run so far as the published exponential, scaled so the latest point reaches the top right.
 */
export function curvePoints(
  elapsedMs: number,
  growthRate: number,
  width: number,
  height: number,
  steps = 24,
): string {
  const end = Math.max(elapsedMs, 1);
  const top = Math.max(Math.exp(growthRate * end) - 1, 1e-9);
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (end * i) / steps;
    const x = (width * i) / steps;
    const y = height - (height * (Math.exp(growthRate * t) - 1)) / top;
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return points.join(" ");
}

/** A hash shortened for a list: the first and last 8 characters. */
export const shortHash = (hash: string): string =>
  hash.length <= 20 ? hash : `${hash.slice(0, 8)}…${hash.slice(-8)}`;
