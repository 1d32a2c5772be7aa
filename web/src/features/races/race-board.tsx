import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Card } from "../../ui/card.tsx";
import { useMsUntil } from "../daily-bonus/countdown.ts";
import { racesMessages } from "./messages.ts";
import { archivedRaceQuery, currentRaceQuery } from "./race-queries.ts";
import { raceBand, raceMonthName, racePlace, raceTimeLeft } from "./race-text.ts";

/**
 * The monthly race (docs/races.md) on the leaderboard page of both shells: this month's top 100 by
 * coins wagered, the player's own place, the time left and the prizes; the last finished race's
 * winners one tap away. Gold pass holders wear the gold frame here too.
 */
export function RaceBoard() {
  const t = useMessages(racesMessages);
  const locale = useAtomValue(localeAtom);
  const { api } = usePlatform();
  const race = useQuery(currentRaceQuery(api));
  const msLeft = useMsUntil(race.data?.endsAt ?? null);
  const [showWinners, setShowWinners] = useState(false);
  const data = race.data;
  if (!data) return null;
  const me = data.me;
  return (
    <Card as="section" aria-labelledby="race-heading" className="flex w-full flex-col gap-4 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="race-heading" className="font-display text-lg font-semibold">
          {t("heading", { month: raceMonthName(data.month, locale) })}
        </h2>
        <p className="text-sm text-muted">
          {richText(t("timeLeft"), {
            0: () => (
              <span className="font-semibold text-ink" data-testid="race-time-left">
                {raceTimeLeft(msLeft, t)}
              </span>
            ),
          })}
        </p>
      </div>
      <p className="text-sm text-muted">{t("rules")}</p>
      <p className="rounded-xl border border-line bg-raised px-3 py-2 text-sm" data-testid="race-me">
        {me
          ? richText(t("yourPlace", { coins: formatLargeNumber(me.coins), count: me.coins }), {
              0: () => <span className="font-semibold text-gold">{racePlace(me.position)}</span>,
            })
          : t("notEntered")}
      </p>
      <div>
        <h3 className="text-sm font-semibold">{t("prizes")}</h3>
        <ul aria-label={t("prizes")} className="mt-2 flex flex-wrap gap-2 text-xs">
          {data.prizes.map((prize) => (
            <li
              key={prize.from}
              className="rounded-full border border-gold/40 bg-gold/10 px-2.5 py-1 text-gold"
            >
              {t(prize.item ? "prizeWithItem" : "prize", {
                band: raceBand(prize.from, prize.to),
                coins: formatLargeNumber(prize.coins),
                count: prize.coins,
              })}
            </li>
          ))}
        </ul>
      </div>
      {data.top.length === 0 ? (
        <p className="text-sm text-muted">{t("empty")}</p>
      ) : (
        <ol aria-label={t("standings")} className="max-h-80 overflow-y-auto rounded-xl border border-line">
          {data.top.map((entry) => (
            <li
              key={entry.userId}
              className="flex items-center gap-3 border-b border-line/60 px-3 py-2 text-sm last:border-0"
            >
              <span className="w-10 font-semibold text-muted">{racePlace(entry.position)}</span>
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
                {entry.nickname ?? t("player")}
                {entry.frame === "gold" ? <span className="sr-only"> {t("goldPass")}</span> : null}
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
              ? t("hideWinners")
              : t("lastWinners", { month: raceMonthName(data.previousMonth, locale) })}
          </button>
          {showWinners ? <RaceWinners month={data.previousMonth} /> : null}
        </div>
      ) : null}
    </Card>
  );
}

/** A finished race's winners (the archive): place, player, coins wagered and what they won. */
function RaceWinners({ month }: { month: string }) {
  const t = useMessages(racesMessages);
  const locale = useAtomValue(localeAtom);
  const { api } = usePlatform();
  const archive = useQuery(archivedRaceQuery(api, month));
  if (!archive.data) return null;
  return (
    <ol
      aria-label={t("lastWinners", { month: raceMonthName(month, locale) })}
      className="mt-2 flex flex-col gap-1 text-sm"
    >
      {archive.data.results.map((result) => (
        <li key={result.position} className="flex flex-wrap gap-x-2">
          <span className="w-10 font-semibold text-muted">{racePlace(result.position)}</span>
          <span className="font-semibold">{result.nickname ?? t("player")}</span>
          <span className="text-muted">
            {t(result.prizeItem ? "winnerResultWithItem" : "winnerResult", {
              wagered: formatLargeNumber(result.coinsWagered),
              prize: formatLargeNumber(result.prizeCoins),
              count: result.prizeCoins,
              ...(result.prizeItem ? { item: result.prizeItem } : {}),
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
