import { useQuery } from "@tanstack/react-query";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayerRank } from "../../lib/queries/player-rank.ts";
import { usePlayer, usePlayerXp } from "../../lib/queries/users.ts";
import { myPassQuery } from "../passes/passes-queries.ts";
import { dashboardMessages } from "./messages.ts";
import type { AvatarFrame } from "./player-avatar.tsx";
import { type PlayerSummary, summarizePlayer } from "./player-summary.ts";

/** The season pass the player holds, as the chrome shows it (docs/passes.md): its badge and frame. */
export interface HeldPassBadge {
  name: string;
  frame: AvatarFrame;
}

/** What the chrome shows of the player: the summary, a name always ("Player" without one), the pass held. */
export type ChromeSummary = Omit<PlayerSummary, "nickname"> & {
  nickname: string;
  pass: HeldPassBadge | null;
};

/**
 * The signed-in player's header figures; XP and rank failures fall back to the spec defaults
 * (docs/product/platform.md §8 "swallowed silently"), and a pass that fails to load shows none.
 * `undefined` while the player itself is loading or failed.
 */
export function usePlayerSummary(): ChromeSummary | undefined {
  const t = useMessages(dashboardMessages);
  const player = usePlayer();
  const xp = usePlayerXp();
  const rank = usePlayerRank();
  const held = useQuery(myPassQuery(usePlatform().api)).data?.held;
  if (!player.data) return undefined;
  const summary = summarizePlayer(player.data, xp.data, rank.data);
  return {
    ...summary,
    nickname: summary.nickname ?? t("player"),
    pass: held ? { name: held.name, frame: held.frame } : null,
  };
}
