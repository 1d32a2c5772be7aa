/**
 * What one game round may report (`POST /api/v1/metric`), named once: the API's request schema, the
 * OpenAPI document and docs/queue-and-realtime.md ("Game history") read these. Generous (no game pays anywhere near
 * them) and safe: a player needs more than 9,000 rounds at the coin bound before a total nears
 * `AGGREGATE_MAX`, and every total stays an exact integer in JavaScript.
 */

/** Coins staked or won in one round: at most 10^12. */
export const ROUND_COINS_MAX = 1_000_000_000_000;
/** Gems staked or won in one round: at most 10^9. */
export const ROUND_GEMS_MAX = 1_000_000_000;
/**
 * The largest value any aggregate of rounds may reach (per-game statistics, board totals, XP):
 * 2^53 − 1, the largest integer JavaScript holds exactly. A round that would pass it is refused.
 */
export const AGGREGATE_MAX = Number.MAX_SAFE_INTEGER;

export type RoundRefusal = "amount-out-of-range" | "total-overflow";

/**
 * A round the metrics domain will not record; thrown inside the recording transaction, so nothing
 * of the round is kept. `field` names the amount or the aggregate at fault.
 */
export class RoundRefusedError extends Error {
  constructor(
    readonly refusal: RoundRefusal,
    readonly field: string,
  ) {
    super(
      refusal === "total-overflow"
        ? `the round would take ${field} past ${AGGREGATE_MAX}`
        : `${field} is outside the per-round bounds`,
    );
    this.name = "RoundRefusedError";
  }
}

/** `value + delta` when it stays within `AGGREGATE_MAX` (compared without rounding); else refused. */
export function addExactly(field: string, value: number, delta: number): number {
  if (value > AGGREGATE_MAX - delta) throw new RoundRefusedError("total-overflow", field);
  return value + delta;
}
