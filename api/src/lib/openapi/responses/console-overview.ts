import { PAYMENT_RAILS } from "@jadeverse/db/enums/payments";
import { INSTANT_GAMES } from "@jadeverse/db/games/names";
import { z } from "zod";

/** The games the overview reports: the instant games, then crash (docs/games.md, docs/crash.md). */
export const OVERVIEW_GAMES = [...INSTANT_GAMES, "crash"] as const;
export type OverviewGame = (typeof OVERVIEW_GAMES)[number];

const day = z.iso.date();
const count = z.number().int().min(0);
/** One figure per day of `days`, in the same order. */
const perDay = (what: string) => z.array(z.number().int()).describe(`${what}, one per day of \`days\``);
const perDayCount = (what: string) => z.array(count).describe(`${what}, one per day of \`days\``);

/**
 * The console's Overview (`GET /api/console/overview`): every series has one figure per UTC day of the
 * period, days with nothing at 0, so a chart draws a continuous axis. Amounts of games are coins.
 */
export const consoleOverviewResponse = z.strictObject({
  from: day.describe("The period's first day (UTC)"),
  to: day.describe("The period's last day (UTC), included"),
  days: z.array(day).describe("Every UTC day of the period, oldest first: the axis of every series"),
  activePlayers: perDayCount(
    "Distinct players who played a round of any game (instant games, crash, streamed games) or spun the wheel",
  ),
  purchases: z
    .array(
      z.strictObject({
        rail: z.enum(PAYMENT_RAILS),
        orders: perDayCount(
          "Orders paid (credited) on the rail that day; a later refund does not remove one",
        ),
        gems: perDayCount("Gems those orders credited"),
      }),
    )
    .describe("Every payment rail, in a fixed order, even one with nothing paid"),
  games: z
    .array(
      z.strictObject({
        game: z.enum(OVERVIEW_GAMES),
        rounds: perDayCount("Settled rounds opened that day (a crash round counts each player's bet)"),
        wagered: perDayCount("Coins staked"),
        paid: perDayCount("Coins paid back to players (winning stakes included)"),
        net: perDay("The house's result in coins: wagered − paid (negative when players won more)"),
      }),
    )
    .describe("Every game, in a fixed order, even one nobody played; amounts are coins"),
  queue: z.strictObject({
    waiting: count.describe("Players waiting in the streamed game's queue now"),
    playing: count.describe("Players holding a play slot now"),
    joinsPerDay: perDayCount("Queue joins"),
    joinsCompleteFrom: day.describe(
      "Ended queue sessions are deleted 7 days after they end: joins before this day may read low",
    ),
  }),
  broadcasts: z.strictObject({
    sent: perDayCount("Broadcast messages sent that day"),
    failed: perDayCount("Broadcast messages that failed (counted on the day their broadcast started)"),
    blocked: perDayCount("Recipients who had blocked the bot (counted on the day their broadcast started)"),
  }),
  totals: z
    .strictObject({
      activePlayers: count.describe("Distinct players active at least once in the period"),
      orders: count,
      gems: count,
      rounds: count,
      wagered: count.describe("Coins"),
      paid: count.describe("Coins"),
      net: z.number().int().describe("Coins: wagered − paid"),
    })
    .describe("Sums over the period"),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewResponse>;
