import { useMessages } from "../../i18n/messages.ts";
import { GAME_CARDS, type GameCard } from "../../lib/constants.ts";
import { formatLargeNumber, formatWhole } from "../../lib/format.ts";
import { useGameStatistics } from "../../lib/queries/users.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { GAME_CARD_BLURBS } from "./constants.ts";
import { GameGlyph } from "./game-glyph.tsx";
import { dashboardMessages } from "./messages.ts";

interface GameNumbers {
  totalPlays: number;
  totalWins: number;
  coinsWon: number;
  gemsWon: number;
}

/** Tailwind's `sm`, where the row becomes a grid that does not scroll. */
const GRID_QUERY = "(min-width: 40rem)";

const NO_PLAYS: GameNumbers = { totalPlays: 0, totalWins: 0, coinsWon: 0, gemsWon: 0 };

/** A count for a plural message: `count` picks the form, `n` is the figure as the number rule writes it. */
const counted = (count: number) => ({ count, n: formatLargeNumber(count) });

/** The dashboard's game cards with the player's own numbers (docs/product/platform.md §2 "Game cards row"). */
export function GameStatsGrid() {
  const t = useMessages(dashboardMessages);
  const statistics = useGameStatistics();
  // A failed load shows zeros, as the spec asks; loading shows placeholders instead of numbers.
  const byGame = statistics.data?.gameStatistics ?? {};
  // Below `sm` the row scrolls sideways: focusable then, so a keyboard can scroll it (axe
  // scrollable-region-focusable). It keeps its list role (a region role would orphan its items).
  const scrolls = !useMediaQuery(GRID_QUERY);
  return (
    <ul
      aria-label={t("gameStats")}
      tabIndex={scrolls ? 0 : undefined}
      aria-busy={statistics.isPending || undefined}
      className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3 xl:grid-cols-5"
    >
      {GAME_CARDS.map((game) => (
        <li key={game.slug} className="w-[78%] shrink-0 snap-start sm:w-auto">
          <GameStatCard game={game} numbers={byGame[game.slug] ?? NO_PLAYS} pending={statistics.isPending} />
        </li>
      ))}
    </ul>
  );
}

function GameStatCard({
  game,
  numbers,
  pending,
}: {
  game: GameCard;
  numbers: GameNumbers;
  pending: boolean;
}) {
  const t = useMessages(dashboardMessages);
  const currency = game.currency;
  const won = currency === "gems" ? numbers.gemsWon : numbers.coinsWon;
  const blurb = GAME_CARD_BLURBS[game.slug];
  const wonMessage = currency === "gems" ? "gemsWon" : "coinsWon";
  return (
    <Card as="article" aria-labelledby={`game-${game.slug}`} className="flex h-full flex-col overflow-hidden">
      <div className="relative grid h-24 place-items-center bg-[radial-gradient(circle_at_50%_120%,color-mix(in_oklab,var(--color-jade)_35%,transparent),transparent_70%),linear-gradient(160deg,var(--color-raised),var(--color-surface))] text-gold">
        <GameGlyph slug={game.slug} className="size-12 drop-shadow-[0_4px_12px_rgb(242_200_98/0.35)]" />
        <span className="absolute top-3 end-3 rounded-full border border-line bg-canvas/60 px-2 py-0.5 text-[0.65rem] font-bold uppercase tracking-[0.14em] text-muted">
          {t(currency === "gems" ? "kindCrash" : "kindTable")}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={`game-${game.slug}`} className="font-display text-lg font-semibold">
            {t(game.name)}
          </h3>
          {blurb ? <p className="mt-1 text-sm leading-snug text-muted">{t(blurb)}</p> : null}
        </div>
        {pending ? (
          <div className="mt-auto flex flex-col gap-2" aria-hidden="true">
            <div className="h-4 w-28 animate-pulse rounded bg-raised" />
            <div className="h-4 w-24 animate-pulse rounded bg-raised" />
          </div>
        ) : (
          <ul className="mt-auto flex flex-col gap-1 text-sm">
            <li>{t("played", counted(numbers.totalPlays))}</li>
            <li>{t(game.unit === "hands" ? "wonHands" : "wonGames", counted(numbers.totalWins))}</li>
            <li className="flex items-center gap-1.5 text-muted">
              <CurrencyIcon currency={currency} className="size-4" />
              <span title={t(wonMessage, { n: formatWhole(won) })}>
                {t(wonMessage, { n: formatLargeNumber(won) })}
              </span>
            </li>
          </ul>
        )}
      </div>
    </Card>
  );
}
