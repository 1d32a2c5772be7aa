import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { GAMES } from "../../lib/games.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { BalanceBadge } from "./balance-badge.tsx";
import { GAME_QUERY, GAMES_TEXT, type HubGame } from "./constants.ts";
import { GameHub } from "./game-hub.tsx";
import { GameView } from "./game-view.tsx";
import { gamesCatalogQuery } from "./games-queries.ts";
import { gameFromQuery } from "./hub-rules.ts";

/**
 * `/dashboard/games` (issue 19): the hub of the instant games, and the open game in `?game=` (a
 * link from the hub's cards, so back returns to the hub and a reload keeps the game). A page body
 * without chrome: the web dashboard and the Mini App mount it as it is.
 */
export function GamesPage() {
  const { api } = usePlatform();
  const [params] = useSearchParams();
  const game = gameFromQuery(params.get(GAME_QUERY));
  const catalog = useQuery(gamesCatalogQuery(api));
  const heading = useRef<HTMLHeadingElement>(null);
  useReturnFocus(game, heading);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl font-bold tracking-tight text-ink outline-none"
          >
            {game ? GAMES[game].name : GAMES_TEXT.title}
          </h1>
          {game ? null : <p className="mt-1 text-sm text-muted">{GAMES_TEXT.intro}</p>}
        </div>
        <BalanceBadge />
      </header>
      {catalog.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card border border-danger/50 p-4"
        >
          <p className="text-sm text-danger">{GAMES_TEXT.loadFailed}</p>
          <Button variant="secondary" onClick={() => void catalog.refetch()}>
            {GAMES_TEXT.retry}
          </Button>
        </div>
      ) : catalog.isPending ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner className="size-8" />
        </div>
      ) : game ? (
        <GameView key={game} game={game} catalog={catalog.data} />
      ) : (
        <GameHub catalog={catalog.data} />
      )}
    </div>
  );
}

/**
 * Focus follows the navigation: opening a game moves it to the game's heading; going back to the
 * hub returns it to the card of the game just left.
 */
function useReturnFocus(game: HubGame | null, heading: RefObject<HTMLHeadingElement | null>) {
  const previous = useRef<HubGame | null>(game);
  useEffect(() => {
    const left = previous.current;
    previous.current = game;
    if (left === game) return;
    if (game) heading.current?.focus({ preventScroll: false });
    else if (left) document.getElementById(`games-card-${left}`)?.focus();
  }, [game, heading]);
}
