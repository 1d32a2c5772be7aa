import type { GameType } from "@jadeverse/api/client";
import { formatHoursMinutes, formatLargeNumber, formatWinRate } from "../../lib/format.ts";
import { GAMES } from "../../lib/games.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { STATISTICS_MESSAGES as M } from "./constants.ts";
import { type Figure, FigureGrid } from "./figure-grid.tsx";
import type { GameFigures } from "./settings-queries.ts";
import { averageSessionSeconds, wageredInCurrency, wonInCurrency } from "./settings-rules.ts";

/**
 * One game's tab (docs/product/economy.md §2): total games or hands, won, win rate (one decimal), and once played
 * the play time, sessions, average session and the amounts wagered and won in the game's currency.
 * Without figures from the API: 'No data available for {game}'.
 */
export function GameStatisticsPanel({ game, figures }: { game: GameType; figures: GameFigures | undefined }) {
  const info = GAMES[game];
  if (!figures) return <p className="py-10 text-center text-sm text-muted">{M.noData(info.name)}</p>;
  const currencyIcon = <CurrencyIcon currency={info.currency} className="size-4" />;
  const currencyName = info.currency === "gems" ? "Gems" : "Coins";
  const list: Figure[] = [
    {
      label: info.unit === "hands" ? "Total hands" : "Total games",
      value: formatLargeNumber(figures.totalPlays),
    },
    { label: info.unit === "hands" ? "Hands won" : "Games won", value: formatLargeNumber(figures.totalWins) },
    { label: M.winRate, value: formatWinRate(figures.winRate) },
  ];
  if (figures.totalPlays > 0)
    list.push(
      { label: M.playTime, value: formatHoursMinutes(figures.playTime) },
      { label: M.sessions, value: formatLargeNumber(figures.sessions) },
      { label: M.averageSession, value: formatHoursMinutes(averageSessionSeconds(figures)) },
      {
        label: `${currencyName} wagered`,
        value: formatLargeNumber(wageredInCurrency(game, figures)),
        icon: currencyIcon,
      },
      {
        label: `${currencyName} won`,
        value: formatLargeNumber(wonInCurrency(game, figures)),
        icon: currencyIcon,
      },
    );
  return <FigureGrid figures={list} columns="sm:grid-cols-3" />;
}
