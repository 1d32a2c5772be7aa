import type { LobbyGame } from "@jadeverse/api/client";
import { useMessages } from "../../i18n/messages.ts";
import { GAME_CARDS } from "../../lib/constants.ts";
import { formatHoursMinutes, formatLargeNumber } from "../../lib/format.ts";
import { GAMES } from "../../lib/games.ts";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { GameGlyph } from "../dashboard/game-glyph.tsx";
import { dashboardMessages } from "../dashboard/messages.ts";
import { PlayButton } from "../queue/play-button.tsx";
import { FigureGrid } from "./figure-grid.tsx";
import { settingsMessages } from "./messages.ts";
import type { GameStatistics, UserStatistics } from "./settings-queries.ts";
import { averageBetSize, figuresOf, mostPlayedGame, wonInCurrency } from "./settings-rules.ts";

const coins = <CurrencyIcon currency="coins" className="size-4" />;
const gems = <CurrencyIcon currency="gems" className="size-4" />;

/** docs/product/economy.md §3 "User statistics" before the first answer (and when it fails: defaults, docs/product/platform.md §8). */
export const EMPTY_USER_STATISTICS: UserStatistics = {
  totalGamesPlayed: 0,
  totalCoinsWagered: 0,
  totalCoinsWon: 0,
  totalGemsWagered: 0,
  totalGemsWon: 0,
  maxGemsOwned: 0,
  highestRewardEarnedCoins: 0,
  totalGamesWon: 0,
  playTime: { totalSecondsPlayed: 0, averageSessionLength: 0, totalSessions: 0 },
};

/** The Overview (docs/product/economy.md §2): Quick Summary, the Most played card, General statistics. */
export function StatisticsOverview({
  user,
  games,
}: {
  user: UserStatistics;
  games: GameStatistics | undefined;
}) {
  const t = useMessages(settingsMessages);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="quick-summary" className="flex flex-col gap-3">
        <h3 id="quick-summary" className="font-display text-lg font-semibold">
          {t("quickSummary")}
        </h3>
        <FigureGrid
          figures={[
            { label: t("totalPlayed"), value: formatLargeNumber(user.totalGamesPlayed) },
            { label: t("avgBetSize"), value: formatLargeNumber(averageBetSize(user)), icon: coins },
            { label: t("biggestWin"), value: formatLargeNumber(user.highestRewardEarnedCoins), icon: coins },
            { label: t("totalPlayTime"), value: formatHoursMinutes(user.playTime.totalSecondsPlayed) },
          ]}
        />
      </section>
      <MostPlayedCard games={games} />
      <section aria-labelledby="general-statistics" className="flex flex-col gap-3">
        <h3 id="general-statistics" className="font-display text-lg font-semibold">
          {t("generalStatistics")}
        </h3>
        <FigureGrid
          columns="sm:grid-cols-3"
          figures={[
            { label: t("totalWagered"), value: formatLargeNumber(user.totalCoinsWagered), icon: coins },
            { label: t("totalCoinsWon"), value: formatLargeNumber(user.totalCoinsWon), icon: coins },
            { label: t("gemsWagered"), value: formatLargeNumber(user.totalGemsWagered), icon: gems },
            { label: t("gemsWon"), value: formatLargeNumber(user.totalGemsWon), icon: gems },
            { label: t("maxGemsOwned"), value: formatLargeNumber(user.maxGemsOwned), icon: gems },
            {
              label: t("highestReward"),
              value: formatLargeNumber(user.highestRewardEarnedCoins),
              icon: coins,
            },
            { label: t("averageSession"), value: formatHoursMinutes(user.playTime.averageSessionLength) },
            { label: t("gamesWon"), value: formatLargeNumber(user.totalGamesWon) },
            { label: t("totalSessions"), value: formatLargeNumber(user.playTime.totalSessions) },
          ]}
        />
      </section>
    </div>
  );
}

const isCardGame = (game: string): game is LobbyGame => GAME_CARDS.some((card) => card.slug === game);

/** The most played game (default Bound In Gold) with wins, winnings, play time and 'Launch game'. */
function MostPlayedCard({ games }: { games: GameStatistics | undefined }) {
  const t = useMessages(settingsMessages);
  const names = useMessages(dashboardMessages);
  const game = mostPlayedGame(games);
  const info = GAMES[game];
  const figures = figuresOf(games, game);
  return (
    <Card
      as="section"
      glow
      aria-labelledby="most-played"
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center"
    >
      <div className="grid size-20 shrink-0 place-items-center rounded-2xl bg-[radial-gradient(circle_at_50%_120%,color-mix(in_oklab,var(--color-jade)_35%,transparent),transparent_70%),linear-gradient(160deg,var(--color-raised),var(--color-surface))] text-gold">
        {isCardGame(game) ? (
          <GameGlyph slug={game} className="size-12" />
        ) : (
          <CurrencyIcon currency={info.currency} className="size-10" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{t("mostPlayed")}</p>
          <h3 id="most-played" className="font-display text-2xl font-semibold">
            {names(info.name)}
          </h3>
        </div>
        <FigureGrid
          columns="sm:grid-cols-3"
          figures={[
            { label: t("wins"), value: formatLargeNumber(figures?.totalWins ?? 0) },
            {
              label: t(info.currency === "gems" ? "gemsWon" : "totalCoinsWon"),
              value: formatLargeNumber(figures ? wonInCurrency(game, figures) : 0),
              icon: info.currency === "gems" ? gems : coins,
            },
            { label: t("playTime"), value: formatHoursMinutes(figures?.playTime ?? 0) },
          ]}
        />
      </div>
      <PlayButton label={t("launchGame")} className="shrink-0 self-start sm:self-center" />
    </Card>
  );
}
