import { useMessages } from "../../i18n/messages.ts";
import { SearchIcon } from "../../ui/search-icon.tsx";
import { type EarnedCurrency, GAME_FILTERS, type GameFilter } from "./constants.ts";
import { type LeaderboardMessage, leaderboardMessages } from "./messages.ts";

const chip = (active: boolean) =>
  `h-9 shrink-0 rounded-full px-4 text-sm font-semibold transition ${
    active ? "bg-raised text-ink ring-1 ring-jade/50" : "text-muted hover:text-ink"
  }`;

/**
 * docs/product/economy.md §2: 'Search leaderboard users', filtering the loaded rows as the player types. A 44 px
 * field like the store's search box; it sits in a column, so it takes its own height and the full
 * width (a `flex-1` there made its height basis 0 and the box shrank to the input's line, ~20 px).
 */
export function BoardSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const t = useMessages(leaderboardMessages);
  return (
    <search className="flex h-11 w-full min-w-0 shrink-0 items-center gap-2 rounded-xl border border-edge bg-raised px-4">
      <SearchIcon className="size-5 shrink-0 text-muted" />
      <input
        type="search"
        aria-label={t("searchPlaceholder")}
        placeholder={t("searchPlaceholder")}
        className="h-full min-w-0 flex-1 bg-transparent outline-none"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}

/** docs/product/economy.md §2: the game filter, Global, BlackJack, Baccarat, Roulette, Slots. */
export function GameFilterBar({ value, onChange }: { value: GameFilter; onChange(game: GameFilter): void }) {
  const t = useMessages(leaderboardMessages);
  return (
    <fieldset className="flex min-w-0 max-w-full gap-1 overflow-x-auto rounded-full border border-line bg-canvas/60 p-1">
      <legend className="sr-only">{t("gameFilter")}</legend>
      {GAME_FILTERS.map((game) => (
        <button
          key={game.value}
          type="button"
          aria-pressed={value === game.value}
          onClick={() => onChange(game.value)}
          className={chip(value === game.value)}
        >
          {t(game.label)}
        </button>
      ))}
    </fieldset>
  );
}

/** docs/product/economy.md §2: the Coins earned / Gems earned toggle. */
export function EarnedToggle({
  value,
  onChange,
}: {
  value: EarnedCurrency;
  onChange(next: EarnedCurrency): void;
}) {
  const t = useMessages(leaderboardMessages);
  const options: { value: EarnedCurrency; label: LeaderboardMessage }[] = [
    { value: "coins", label: "coins" },
    { value: "gems", label: "gems" },
  ];
  return (
    <fieldset className="flex gap-1 rounded-full border border-line bg-canvas/60 p-1">
      <legend className="sr-only">{t("earnedToggle")}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={chip(value === option.value)}
        >
          {t(option.label)}
        </button>
      ))}
    </fieldset>
  );
}
