import type { CrashStateResponse, GamesCatalog } from "@jadeverse/api/client/games";
import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { buttonClasses } from "../../../ui/button.tsx";
import { Card } from "../../../ui/card.tsx";
import { gamesMessages } from "../messages.ts";
import { CRASH_GAME, HUB_GAMES } from "./constants.ts";
import { GameArt } from "./game-art.tsx";
import { GAME_BLURBS, GAME_NAMES, gameFacts } from "./hub-facts.ts";
import { gameSearch } from "./hub-rules.ts";
import { coinsText } from "./stake-rules.ts";

/** The hub: one card per game, each a link to `?game=<id>` (so back and reload come back to it). */
export function GameHub({
  catalog,
  crash,
}: {
  catalog: GamesCatalog;
  crash?: CrashStateResponse | undefined;
}) {
  const t = useMessages(gamesMessages);
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("gamesTitle")}>
      {HUB_GAMES.map((game) => {
        const facts = gameFacts(t, catalog, game);
        const name = t(GAME_NAMES[game]);
        return (
          <li key={game}>
            <Card
              as="article"
              className="flex h-full flex-col gap-3 p-5"
              aria-labelledby={`games-card-${game}-title`}
            >
              <div className="flex items-center gap-3">
                <span className="grid size-14 place-items-center rounded-2xl border border-gold/40 bg-raised">
                  <GameArt game={game} />
                </span>
                <h2 id={`games-card-${game}-title`} className="font-display text-xl font-bold text-ink">
                  {name}
                </h2>
              </div>
              <p className="text-sm text-muted">{t(GAME_BLURBS[game])}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                <dt className="text-muted">{t("stake")}</dt>
                <dd className="text-ink">{facts.stakes}</dd>
                <dt className="text-muted">{t("rtp")}</dt>
                <dd className="text-ink">{facts.rtp}</dd>
              </dl>
              <Link
                id={`games-card-${game}`}
                to={gameSearch(game)}
                className={`${buttonClasses("primary")} mt-auto`}
              >
                {t("playGame", { game: name })}
              </Link>
            </Card>
          </li>
        );
      })}
      {crash?.configured ? (
        <li>
          <Card
            as="article"
            className="flex h-full flex-col gap-3 p-5"
            aria-labelledby={`games-card-${CRASH_GAME}-title`}
          >
            <div className="flex items-center gap-3">
              <span className="grid size-14 place-items-center rounded-2xl border border-gold/40 bg-raised">
                <svg viewBox="0 0 32 32" className="size-9 text-jade" aria-hidden="true" focusable="false">
                  <path d="M3 28 C14 26 22 18 28 5" fill="none" stroke="currentColor" strokeWidth={3} />
                </svg>
              </span>
              <h2 id={`games-card-${CRASH_GAME}-title`} className="font-display text-xl font-bold text-ink">
                {t(GAME_NAMES.crash)}
              </h2>
            </div>
            <p className="text-sm text-muted">{t(GAME_BLURBS.crash)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">{t("stake")}</dt>
              <dd className="text-ink">
                {t("stakeRange", {
                  min: coinsText(t, crash.limits.minBet),
                  max: coinsText(t, crash.limits.maxBet),
                })}
              </dd>
              <dt className="text-muted">{t("rtp")}</dt>
              <dd className="text-ink">{(crash.rtp * 100).toFixed(2)} %</dd>
            </dl>
            <Link
              id={`games-card-${CRASH_GAME}`}
              to={gameSearch(CRASH_GAME)}
              className={`${buttonClasses("primary")} mt-auto`}
            >
              {t("playGame", { game: t(GAME_NAMES.crash) })}
            </Link>
          </Card>
        </li>
      ) : null}
    </ul>
  );
}
