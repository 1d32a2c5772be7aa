import { useQuery } from "@tanstack/react-query";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayerRank } from "../../lib/queries/player-rank.ts";
import { usePlayer, usePlayerXp } from "../../lib/queries/users.ts";
import { myPassQuery } from "../passes/passes-queries.ts";
import type { AvatarFrame } from "./player-avatar.tsx";
import { type PlayerSummary, summarizePlayer } from "./player-summary.ts";

/** The season pass the player holds, as the chrome shows it (docs/passes.md): its badge and frame. */
export interface HeldPassBadge {
  name: string;
  frame: AvatarFrame;
}

/** What the chrome shows of the player: the summary and the pass held. */
export type ChromeSummary = PlayerSummary & { pass: HeldPassBadge | null };

/**
 * The signed-in player's header figures; XP and rank failures fall back to the spec defaults
 * (docs/product/platform.md §8 "swallowed silently"), and a pass that fails to load shows none.
 * `undefined` while the player itself is loading or failed.
 */
export function usePlayerSummary(): ChromeSummary | undefined {
  const player = usePlayer();
  const xp = usePlayerXp();
  const rank = usePlayerRank();
  const held = useQuery(myPassQuery(usePlatform().api)).data?.held;
  if (!player.data) return undefined;
  return {
    ...summarizePlayer(player.data, xp.data, rank.data),
    pass: held ? { name: held.name, frame: held.frame } : null,
  };
}
