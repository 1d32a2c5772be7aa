/**
 * The perks of season passes that are not the table's numbers (docs/passes.md "The pass table"): the
 * Gold frame on leaderboards and the profile belongs to the top tier, Gold.
 */
export const GOLD_FRAME_TIER = 2;

export type Frame = "gold" | null;

/** The frame a player's avatar wears for the pass tier they hold now (0: none). */
export const frameOf = (tier: number | undefined): Frame => ((tier ?? 0) >= GOLD_FRAME_TIER ? "gold" : null);
