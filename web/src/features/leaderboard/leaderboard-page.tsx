import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { dashboardMessages } from "../dashboard/messages.ts";
import { RaceBoard } from "../races/race-board.tsx";
import { BoardSearch, EarnedToggle, GameFilterBar } from "./board-controls.tsx";
import { BoardTable } from "./board-table.tsx";
import {
  type BoardSort,
  DEFAULT_EARNED,
  DEFAULT_SORT,
  type EarnedCurrency,
  type GameFilter,
} from "./constants.ts";
import { type BoardView, boardQuery } from "./leaderboard-queries.ts";
import { filterBySearch, nextSort, searchResetSort, sortRows, withPositions } from "./leaderboard-rules.ts";
import { LogoPlayButton } from "./logo-play-button.tsx";
import { leaderboardMessages } from "./messages.ts";
import { PersonalPanel } from "./personal-panel.tsx";

/**
 * `/dashboard/leaderboard` (docs/product/economy.md §2 'Global Leaderboard', §4): the board 20 rows at a time, sorted
 * by coins won descending until the player picks a column, game or order (each loads page 1 again);
 * search filters the loaded rows. A body only: the shells add chrome.
 */
export function LeaderboardPage() {
  const t = useMessages(leaderboardMessages);
  const gameNames = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const [game, setGame] = useState<GameFilter>("global");
  const [sort, setSort] = useState<BoardSort>(DEFAULT_SORT);
  const [earned, setEarned] = useState<EarnedCurrency>(DEFAULT_EARNED);
  const [search, setSearch] = useState("");
  const view: BoardView = { game, sort, earned };
  const board = useInfiniteQuery(boardQuery(api, view));

  const entries = board.data?.pages.flatMap((page) => page.body.leaderboard.data) ?? [];
  const rows = filterBySearch(sortRows(withPositions(entries), sort, earned, gameNames), search);
  const first = board.data?.pages[0]?.body;
  const trimmed = search.trim();

  const onSearch = (value: string) => {
    setSearch(value);
    const reset = searchResetSort();
    setSort(reset.sort);
    setEarned(reset.earned);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex items-center gap-3">
        <LogoPlayButton />
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("title")}</h1>
      </header>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <BoardSearch value={search} onChange={onSearch} />
          <div className="flex flex-wrap items-center gap-2">
            <GameFilterBar value={game} onChange={setGame} />
            <EarnedToggle value={earned} onChange={setEarned} />
          </div>
          {board.isPending ? (
            <div role="status" aria-label={t("loading")} className="grid place-items-center py-16">
              <Spinner className="size-8" />
            </div>
          ) : board.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-16">
              <p>{t("loadFailed")}</p>
              <Button onClick={() => void board.refetch()}>{t("retry")}</Button>
            </div>
          ) : rows.length === 0 ? (
            <p data-testid="leaderboard-empty" className="py-16 text-center text-muted">
              {trimmed ? richText(t("emptySearch"), { 0: () => trimmed }) : t("emptyBoard")}
            </p>
          ) : (
            <BoardTable
              rows={rows}
              sort={sort}
              earned={earned}
              onSort={(key) => setSort(nextSort(sort, key))}
            />
          )}
          {!board.isPending && !board.isError && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={!board.hasNextPage || board.isFetchingNextPage}
              loading={board.isFetchingNextPage}
              onClick={() => void board.fetchNextPage()}
            >
              {t("loadMore")}
            </Button>
          )}
        </div>
        <aside className="lg:sticky lg:top-24 lg:w-80 lg:shrink-0">
          <PersonalPanel
            view={view}
            board={first ? { userData: first.userData, userIndex: first.userIndex } : undefined}
          />
        </aside>
      </div>
      <RaceBoard />
    </div>
  );
}
