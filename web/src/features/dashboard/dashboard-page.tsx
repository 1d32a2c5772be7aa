import { DashboardHeader } from "./dashboard-header.tsx";
import { GameStatsGrid } from "./game-stats-grid.tsx";
import { PlayerSummaryCard } from "./player-summary-card.tsx";

/** `/dashboard` (protected): the player card and the game cards with the player's statistics. */
export function DashboardPage() {
  return (
    <div className="min-h-dvh">
      <DashboardHeader title="Dashboard" />
      <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10">
        <PlayerSummaryCard />
        <section aria-labelledby="games-heading" className="flex flex-col gap-4">
          <div className="flex items-end justify-between gap-4">
            <h2 id="games-heading" className="font-display text-xl font-semibold sm:text-2xl">
              Your games
            </h2>
            <p className="text-sm text-muted">Lifetime statistics</p>
          </div>
          <GameStatsGrid />
        </section>
      </main>
    </div>
  );
}
