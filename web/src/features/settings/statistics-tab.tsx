import type { GameType } from "@jadeverse/api/client";
import { useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { GAMES } from "../../lib/games.ts";
import { useGameStatistics } from "../../lib/queries/users.ts";
import { Card } from "../../ui/card.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { dashboardMessages } from "../dashboard/messages.ts";
import { SETTINGS_QUERY } from "./constants.ts";
import { GameStatisticsPanel } from "./game-statistics-panel.tsx";
import { settingsMessages } from "./messages.ts";
import { useUserStatistics } from "./settings-queries.ts";
import { figuresOf, gameTabs, statisticsGameFrom } from "./settings-rules.ts";
import { StatisticsBanners } from "./statistics-banners.tsx";
import { EMPTY_USER_STATISTICS, StatisticsOverview } from "./statistics-overview.tsx";

const tabClasses = (selected: boolean) =>
  `shrink-0 rounded-full px-4 py-2 text-sm font-semibold transition ${
    selected ? "bg-jade/15 text-jade" : "text-muted hover:bg-raised hover:text-ink"
  }`;

/**
 * Statistics (docs/product/economy.md §2): the banners, then Overview and one tab per game; the open game is in the
 * URL (`&game=crash`) so a reload or a shared link keeps it. Load failures show the defaults (docs/product/platform.md §8).
 */
export function StatisticsTab() {
  const t = useMessages(settingsMessages);
  const names = useMessages(dashboardMessages);
  const [params, setParams] = useSearchParams();
  const user = useUserStatistics();
  const games = useGameStatistics();
  const selected = statisticsGameFrom(params.get(SETTINGS_QUERY.game));
  const tabs = gameTabs(games.data);
  const select = (game: GameType | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (game) next.set(SETTINGS_QUERY.game, game);
        else next.delete(SETTINGS_QUERY.game);
        return next;
      },
      { replace: true },
    );
  const entries: { id: GameType | null; label: string }[] = [
    { id: null, label: t("overview") },
    ...(selected && !tabs.includes(selected) ? [...tabs, selected] : tabs).map((game) => ({
      id: game,
      label: names(GAMES[game].name),
    })),
  ];
  const pending = user.isPending || games.isPending;
  return (
    <div className="flex flex-col gap-6">
      <StatisticsBanners />
      <Card as="section" aria-label={t("tabStatistics")} className="flex flex-col gap-5 p-4 sm:p-6">
        <div
          role="tablist"
          aria-label={t("tabStatistics")}
          className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1"
        >
          {entries.map((entry) => (
            <button
              key={entry.id ?? "overview"}
              type="button"
              role="tab"
              id={`stat-tab-${entry.id ?? "overview"}`}
              aria-selected={entry.id === selected}
              aria-controls="stat-panel"
              onClick={() => select(entry.id)}
              className={tabClasses(entry.id === selected)}
            >
              {entry.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="stat-panel" aria-labelledby={`stat-tab-${selected ?? "overview"}`}>
          {pending ? (
            <div className="grid min-h-40 place-items-center">
              <Spinner className="size-7" />
            </div>
          ) : selected ? (
            <GameStatisticsPanel game={selected} figures={figuresOf(games.data, selected)} />
          ) : (
            <StatisticsOverview user={user.data ?? EMPTY_USER_STATISTICS} games={games.data} />
          )}
        </div>
      </Card>
    </div>
  );
}
