import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { BREAKPOINTS } from "../../lib/constants.ts";
import { truncateNickname } from "../../lib/format.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { Card } from "../../ui/card.tsx";
import { DailyBonusCard } from "../daily-bonus/daily-bonus-card.tsx";
import { SeasonPassCards } from "../passes/season-pass-cards.tsx";
import { PlayButton } from "../queue/play-button.tsx";
import { BannerCarousel } from "./banner-carousel.tsx";
import { GameHistoryPanel } from "./game-history-panel.tsx";
import { GameStatsGrid } from "./game-stats-grid.tsx";
import { dashboardMessages } from "./messages.ts";
import { usePlayerSummary } from "./use-player-summary.ts";

/**
 * `/dashboard` body (no chrome; docs/product/platform.md §2 "Dashboard home"): the greeting, the banner carousel and
 * the play panel (which swap columns at 1280 px), the daily bonus, the game cards, then season pass and
 * game history.
 */
export function DashboardPage() {
  const t = useMessages(dashboardMessages);
  const summary = usePlayerSummary();
  const truncate = useMediaQuery(`(max-width: ${BREAKPOINTS.nicknameTruncation}px)`);
  const wideHome = useMediaQuery(`(min-width: ${BREAKPOINTS.homeLayout}px)`);
  const name = summary?.nickname ?? "";
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8">
      <h1 className="font-display text-2xl font-semibold sm:text-3xl" data-testid="greeting">
        {richText(t("greeting"), {
          0: () => <span title={name}>{truncateNickname(name, truncate)}</span>,
        })}
      </h1>
      <div
        className={`grid gap-6 ${wideHome ? "grid-cols-[2fr_1fr]" : ""}`}
        data-testid="home-columns"
        data-layout={wideHome ? "wide" : "stacked"}
      >
        <div className={wideHome ? "order-1" : "order-2"}>
          <BannerCarousel />
        </div>
        <Card
          as="section"
          aria-labelledby="play-heading"
          className={`flex flex-col justify-center gap-4 p-6 ${wideHome ? "order-2" : "order-1"}`}
        >
          <h2 id="play-heading" className="font-display text-xl font-semibold">
            {t("playTitle")}
          </h2>
          <p className="text-sm text-muted">{t("playHint")}</p>
          <PlayButton />
        </Card>
      </div>
      <DailyBonusCard />
      <section aria-labelledby="games-heading" className="flex flex-col gap-4">
        <h2 id="games-heading" className="font-display text-xl font-semibold sm:text-2xl">
          {t("yourGames")}
        </h2>
        <GameStatsGrid />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <SeasonPassCards />
        <GameHistoryPanel />
      </div>
    </div>
  );
}
