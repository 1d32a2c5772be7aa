import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { userKeys, xpKeys } from "../../lib/queries/users.ts";
import { betHistoryKeys } from "../dashboard/dashboard-queries.ts";
import { leaderboardKeys } from "../leaderboard/leaderboard-queries.ts";

/**
 * The game server records every round while the player is in the game (`POST /api/v1/metric`), so
 * what the app cached before is out of date once they leave: balances, XP and rank, statistics, game
 * history and the boards are refetched as the game page goes away (Exit game, the Dashboard link,
 * Telegram's BackButton).
 */
export function useRefreshAfterGame() {
  const queryClient = useQueryClient();
  useEffect(
    () => () => {
      for (const queryKey of [userKeys.all, xpKeys.all, betHistoryKeys.all, leaderboardKeys.all])
        void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient],
  );
}
