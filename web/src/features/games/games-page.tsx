import { useQuery } from "@tanstack/react-query";
import { lazy, type RefObject, Suspense, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { BalanceBadge } from "./common/balance-badge.tsx";
import { CRASH_GAME, GAME_QUERY } from "./common/constants.ts";
import { GameHub } from "./common/game-hub.tsx";
import { gamesCatalogQuery } from "./common/games-queries.ts";
import { GAME_NAMES } from "./common/hub-facts.ts";
import { gameFromQuery, isCrashQuery } from "./common/hub-rules.ts";
import { crashStateQuery } from "./crash/crash-queries.ts";
import { GameView } from "./game-view.tsx";
import { gamesMessages } from "./messages.ts";

/** Crash's table (and socket.io-client) load only when Crash is opened. */
const CrashGame = lazy(() => import("./crash/crash-game.tsx").then((m) => ({ default: m.CrashGame })));

/**
 * `/dashboard/games` (issue 19): the hub of the instant games, and the open game in `?game=` (a
 * link from the hub's cards, so back returns to the hub and a reload keeps the game). A page body
 * without chrome: the web dashboard and the Mini App mount it as it is.
 */
export function GamesPage() {
  const { api } = usePlatform();
  const t = useMessages(gamesMessages);
  const [params] = useSearchParams();
  const game = gameFromQuery(params.get(GAME_QUERY));
  const catalog = useQuery(gamesCatalogQuery(api));
  const crash = useQuery(crashStateQuery(api));
  const crashConfig = crash.data?.configured ? crash.data : null;
  const crashOpen = isCrashQuery(params.get(GAME_QUERY)) && crashConfig !== null;
  const open: string | null = crashOpen ? CRASH_GAME : game;
  const heading = useRef<HTMLHeadingElement>(null);
  useReturnFocus(open, heading);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="font-display text-3xl font-bold tracking-tight text-ink outline-none"
          >
            {crashOpen ? t(GAME_NAMES.crash) : game ? t(GAME_NAMES[game]) : t("gamesTitle")}
          </h1>
          {open ? null : <p className="mt-1 text-sm text-muted">{t("gamesIntro")}</p>}
        </div>
        <BalanceBadge />
      </header>
      {catalog.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-card border border-danger/50 p-4"
        >
          <p className="text-sm text-danger">{t("loadFailed")}</p>
          <Button variant="secondary" onClick={() => void catalog.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : catalog.isPending || (isCrashQuery(params.get(GAME_QUERY)) && crash.isPending) ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner className="size-8" />
        </div>
      ) : crashOpen && crashConfig ? (
        <Suspense
          fallback={
            <div className="grid min-h-64 place-items-center">
              <Spinner className="size-8" />
            </div>
          }
        >
          <CrashGame config={crashConfig} />
        </Suspense>
      ) : game ? (
        <GameView key={game} game={game} catalog={catalog.data} />
      ) : (
        <GameHub catalog={catalog.data} crash={crash.data} />
      )}
    </div>
  );
}

/**
 * Focus follows the navigation: opening a game moves it to the game's heading; going back to the
 * hub returns it to the card of the game just left.
 */
function useReturnFocus(game: string | null, heading: RefObject<HTMLHeadingElement | null>) {
  const previous = useRef<string | null>(game);
  useEffect(() => {
    const left = previous.current;
    previous.current = game;
    if (left === game) return;
    if (game) heading.current?.focus({ preventScroll: false });
    else if (left) document.getElementById(`games-card-${left}`)?.focus();
  }, [game, heading]);
}
