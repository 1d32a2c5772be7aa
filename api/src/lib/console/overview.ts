import {
  activePlayersByDay,
  broadcastsByDay,
  gamesByDay,
  type OverviewRange,
  purchasesByDay,
  queueByDay,
} from "@jadeverse/db/console/overview";
import { PAYMENT_RAILS } from "@jadeverse/db/enums/payments";
import type { Deps } from "../../context.ts";
import { ApiError } from "../errors.ts";
import { type ConsoleOverview, OVERVIEW_GAMES } from "../openapi/responses/console-overview.ts";
import { ENDED_SESSION_RETENTION_MS } from "../queue/constants.ts";

const DAY_MS = 86_400_000;
/** The period when none is asked for: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_DAYS = 30;
/** The longest period one call reads: a leap year. */
export const OVERVIEW_MAX_DAYS = 366;

/** The start of the UTC day of the instant `ms`. */
const dayStart = (ms: number) => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A YYYY-MM-DD (validated by the route) as the start of that UTC day. */
const parseDay = (text: string) => Date.parse(`${text}T00:00:00Z`);

function refused(field: "from" | "to", message: string): ApiError {
  return new ApiError(400, "VALIDATION_ERROR", `${field}: ${message}`, {
    issues: [{ path: field, message }],
  });
}

/**
 * The period asked for, as whole UTC days: `to` defaults to today (by `deps.now`), `from` to 29 days
 * before `to`. Refused (400 VALIDATION_ERROR) when `from` is after `to` or the period is longer than
 * 366 days.
 */
export function overviewPeriod(now: Date, query: { from?: string | undefined; to?: string | undefined }) {
  const endDay = query.to !== undefined ? parseDay(query.to) : dayStart(now.getTime());
  const startDay =
    query.from !== undefined ? parseDay(query.from) : endDay - (OVERVIEW_DEFAULT_DAYS - 1) * DAY_MS;
  if (startDay > endDay) throw refused("from", "must not be after to");
  const days = (endDay - startDay) / DAY_MS + 1;
  if (days > OVERVIEW_MAX_DAYS) throw refused("from", `the period is at most ${OVERVIEW_MAX_DAYS} days`);
  return { startMs: startDay, endMs: endDay + DAY_MS } satisfies OverviewRange;
}

/** Figures keyed by day, read out along the period's axis with 0 for a missing day. */
function series<T extends { day: string }>(
  days: readonly string[],
  rows: readonly T[],
  value: (row: T) => number,
) {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + value(row));
  return days.map((day) => byDay.get(day) ?? 0);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The console's Overview (docs/operations.md "The operator's console"): per UTC day of the period,
 * active players, purchases per rail, rounds and the house's coin result per game, queue joins and
 * broadcast deliveries, with the queue as it is now and totals over the period. Each family is one
 * grouped query (db/src/console/overview.ts), run side by side.
 */
export async function consoleOverview(
  deps: Deps,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ConsoleOverview> {
  const now = deps.now?.() ?? new Date();
  const range = overviewPeriod(now, query);
  const days: string[] = [];
  for (let ms = range.startMs; ms < range.endMs; ms += DAY_MS) days.push(dayText(ms));
  const db = deps.db.orm;
  const [active, purchases, games, queue, broadcasts] = await Promise.all([
    activePlayersByDay(db, range),
    purchasesByDay(db, range),
    gamesByDay(db, range),
    queueByDay(db, range),
    broadcastsByDay(db, range),
  ]);

  const rails = PAYMENT_RAILS.map((rail) => {
    const rows = purchases.filter((p) => p.rail === rail);
    return { rail, orders: series(days, rows, (r) => r.orders), gems: series(days, rows, (r) => r.gems) };
  });
  const perGame = OVERVIEW_GAMES.map((game) => {
    const rows = games.filter((g) => g.game === game);
    const wagered = series(days, rows, (r) => r.wagered);
    const paid = series(days, rows, (r) => r.paid);
    const net = wagered.map((w, i) => w - (paid[i] ?? 0));
    return { game, rounds: series(days, rows, (r) => r.rounds), wagered, paid, net };
  });
  const delivered = (status: "sent" | "failed" | "blocked") =>
    series(
      days,
      broadcasts.filter((b) => b.status === status),
      (b) => b.count,
    );
  // The first day whose every join is still kept: ended sessions are deleted ENDED_SESSION_RETENTION_MS
  // after they end, so a day is complete when it starts no earlier than that long ago.
  const kept = now.getTime() - ENDED_SESSION_RETENTION_MS;
  const wagered = sum(perGame.map((g) => sum(g.wagered)));
  const paid = sum(perGame.map((g) => sum(g.paid)));

  return {
    from: days[0]!,
    to: days.at(-1)!,
    days,
    activePlayers: series(days, active.byDay, (a) => a.players),
    purchases: rails,
    games: perGame,
    queue: {
      waiting: queue.waiting,
      playing: queue.playing,
      joinsPerDay: series(days, queue.joins, (j) => j.joins),
      joinsCompleteFrom: dayText(kept === dayStart(kept) ? kept : dayStart(kept) + DAY_MS),
    },
    broadcasts: { sent: delivered("sent"), failed: delivered("failed"), blocked: delivered("blocked") },
    totals: {
      activePlayers: active.total,
      orders: sum(rails.map((r) => sum(r.orders))),
      gems: sum(rails.map((r) => sum(r.gems))),
      rounds: sum(perGame.map((g) => sum(g.rounds))),
      wagered,
      paid,
      net: wagered - paid,
    },
  };
}
