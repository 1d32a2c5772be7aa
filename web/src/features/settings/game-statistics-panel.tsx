import type { GameType } from "@jadeverse/api/client";
import { useMessages } from "../../i18n/messages.ts";
import { formatHoursMinutes, formatLargeNumber, formatWinRate } from "../../lib/format.ts";
import { GAMES } from "../../lib/games.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { dashboardMessages } from "../dashboard/messages.ts";
import { type Figure, FigureGrid } from "./figure-grid.tsx";
import { settingsMessages } from "./messages.ts";
import type { GameFigures } from "./settings-queries.ts";
import { averageSessionSeconds, wageredInCurrency, wonInCurrency } from "./settings-rules.ts";

/**
 * One game's tab (docs/product/economy.md §2): total games or hands, won, win rate (one decimal), and once played
 * the play time, sessions, average session and the amounts wagered and won in the game's currency.
 * Without figures from the API: 'No data available for {game}'.
 */
export function GameStatisticsPanel({ game, figures }: { game: GameType; figures: GameFigures | undefined }) {
  const t = useMessages(settingsMessages);
  const names = useMessages(dashboardMessages);
  const info = GAMES[game];
  if (!figures)
    return <p className="py-10 text-center text-sm text-muted">{t("noData", { game: names(info.name) })}</p>;
  const currencyIcon = <CurrencyIcon currency={info.currency} className="size-4" />;
  const gems = info.currency === "gems";
  const hands = info.unit === "hands";
  const list: Figure[] = [
    { label: t(hands ? "totalHands" : "totalGames"), value: formatLargeNumber(figures.totalPlays) },
    { label: t(hands ? "handsWon" : "gamesWon"), value: formatLargeNumber(figures.totalWins) },
    { label: t("winRate"), value: formatWinRate(figures.winRate) },
  ];
  if (figures.totalPlays > 0)
    list.push(
      { label: t("playTime"), value: formatHoursMinutes(figures.playTime) },
      { label: t("sessions"), value: formatLargeNumber(figures.sessions) },
      { label: t("averageSession"), value: formatHoursMinutes(averageSessionSeconds(figures)) },
      {
        label: t(gems ? "gemsWagered" : "coinsWagered"),
        value: formatLargeNumber(wageredInCurrency(game, figures)),
        icon: currencyIcon,
      },
      {
        label: t(gems ? "gemsWon" : "coinsWon"),
        value: formatLargeNumber(wonInCurrency(game, figures)),
        icon: currencyIcon,
      },
    );
  return <FigureGrid figures={list} columns="sm:grid-cols-3" />;
}
