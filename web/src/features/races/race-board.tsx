import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Card } from "../../ui/card.tsx";
import { useMsUntil } from "../daily-bonus/countdown.ts";
import { archivedRaceQuery, currentRaceQuery } from "./race-queries.ts";
import { RACE_TEXT, raceTimeLeft } from "./race-text.ts";

/**
 * The monthly race (docs/races.md) on the leaderboard page of both shells: this month's top 100 by
 * coins wagered, the player's own place, the time left and the prizes; the last finished race's
 * winners one tap away. Gold pass holders wear the gold frame here too.
 */
export function RaceBoard() {
  const { api } = usePlatform();
  const race = useQuery(currentRaceQuery(api));
  const msLeft = useMsUntil(race.data?.endsAt ?? null);
  const [showWinners, setShowWinners] = useState(false);
  const data = race.data;
  if (!data) return null;
  return (
    <Card as="section" aria-labelledby="race-heading" className="flex w-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="race-heading" className="font-display text-lg font-semibold">
          {RACE_TEXT.heading}: {RACE_TEXT.monthName(data.month)}
        </h2>
        <p className="text-sm text-muted">
          {RACE_TEXT.timeLeft}{" "}
          <span className="font-semibold text-ink" data-testid="race-time-left">
            {raceTimeLeft(msLeft)}
          </span>
        </p>
      </div>
      <p className="text-sm text-muted">{RACE_TEXT.rules}</p>
      <p className="rounded-xl border border-line bg-raised px-3 py-2 text-sm" data-testid="race-me">
        {data.me ? (
          <>
            {RACE_TEXT.yourPlace}:{" "}
            <span className="font-semibold text-gold">{RACE_TEXT.place(data.me.position)}</span> ·{" "}
            {formatLargeNumber(data.me.coins)} {RACE_TEXT.wagered.toLowerCase()}
          </>
        ) : (
          RACE_TEXT.notEntered
        )}
      </p>
      <div>
        <h3 className="text-sm font-semibold">{RACE_TEXT.prizes}</h3>
        <ul aria-label={RACE_TEXT.prizes} className="mt-2 flex flex-wrap gap-2 text-xs">
          {data.prizes.map((prize) => (
            <li
              key={prize.from}
              className="rounded-full border border-gold/40 bg-gold/10 px-2.5 py-1 text-gold"
            >
              {RACE_TEXT.band(prize.from, prize.to)}: {formatLargeNumber(prize.coins)} coins
              {prize.item ? " + item" : ""}
            </li>
          ))}
        </ul>
      </div>
      {data.top.length === 0 ? (
        <p className="text-sm text-muted">{RACE_TEXT.empty}</p>
      ) : (
        <ol aria-label="Race standings" className="max-h-80 overflow-y-auto rounded-xl border border-line">
          {data.top.map((entry) => (
            <li
              key={entry.userId}
              className="flex items-center gap-3 border-b border-line/60 px-3 py-2 text-sm last:border-0"
            >
              <span className="w-10 font-semibold text-muted">{RACE_TEXT.place(entry.position)}</span>
              <span
                aria-hidden="true"
                data-frame={entry.frame ?? undefined}
                className={`grid size-7 shrink-0 place-items-center rounded-full bg-raised font-bold ${
                  entry.frame === "gold" ? "ring-2 ring-gold ring-offset-1 ring-offset-surface" : ""
                }`}
              >
                {(entry.nickname ?? "?").slice(0, 1).toUpperCase()}
              </span>
              <span className="min-w-0 flex-1 truncate font-semibold">
                {entry.nickname ?? "Player"}
                {entry.frame === "gold" ? <span className="sr-only"> {RACE_TEXT.gold}</span> : null}
              </span>
              <span className="tabular-nums">{formatLargeNumber(entry.coins)}</span>
            </li>
          ))}
        </ol>
      )}
      {data.previousMonth ? (
        <div>
          <button
            type="button"
            className="text-sm font-semibold text-jade underline"
            aria-expanded={showWinners}
            onClick={() => setShowWinners((open) => !open)}
          >
            {showWinners
              ? RACE_TEXT.hideWinners
              : RACE_TEXT.lastWinners(RACE_TEXT.monthName(data.previousMonth))}
          </button>
          {showWinners ? <RaceWinners month={data.previousMonth} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

/** A finished race's winners (the archive): place, player, coins wagered and what they won. */
function RaceWinners({ month }: { month: string }) {
  const { api } = usePlatform();
  const archive = useQuery(archivedRaceQuery(api, month));
  if (!archive.data) return null;
  return (
    <ol
      aria-label={RACE_TEXT.lastWinners(RACE_TEXT.monthName(month))}
      className="mt-2 flex flex-col gap-1 text-sm"
    >
      {archive.data.results.map((result) => (
        <li key={result.position} className="flex flex-wrap gap-x-2">
          <span className="w-10 font-semibold text-muted">{RACE_TEXT.place(result.position)}</span>
          <span className="font-semibold">{result.nickname ?? "Player"}</span>
          <span className="text-muted">
            {formatLargeNumber(result.coinsWagered)} wagered · won {formatLargeNumber(result.prizeCoins)}{" "}
            coins
            {result.prizeItem ? ` and the ${result.prizeItem}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
