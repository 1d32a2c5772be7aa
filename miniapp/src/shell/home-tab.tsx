import { GameStatsGrid } from "@jadeverse/web/features/dashboard/game-stats-grid";
import { PlayerSummaryCard } from "@jadeverse/web/features/dashboard/player-summary-card";

/** Home: the same player card and game statistics as the web dashboard. */
export function HomeTab() {
  return (
    <>
      <PlayerSummaryCard />
      <section aria-labelledby="games-heading" className="flex flex-col gap-3">
        <h2 id="games-heading" className="font-display text-lg font-semibold">
          Your games
        </h2>
        <GameStatsGrid />
      </section>
    </>
  );
}
