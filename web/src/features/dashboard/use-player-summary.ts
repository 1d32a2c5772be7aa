import { usePlayerRank } from "../../lib/queries/player-rank.ts";
import { usePlayer, usePlayerXp } from "../../lib/queries/users.ts";
import { type PlayerSummary, summarizePlayer } from "./player-summary.ts";

/**
 * The signed-in player's header figures; XP and rank failures fall back to the spec defaults
 * (docs/product/platform.md §8 "swallowed silently"). `undefined` while the player itself is loading or failed.
 */
export function usePlayerSummary(): PlayerSummary | undefined {
  const player = usePlayer();
  const xp = usePlayerXp();
  const rank = usePlayerRank();
  if (!player.data) return undefined;
  return summarizePlayer(player.data, xp.data, rank.data);
}
