import { z } from "zod";

const coins = z.number().int().min(0);
const prize = z.strictObject({
  from: z.number().int().min(1),
  to: z.number().int().min(1),
  coins,
  item: z.string().nullable().describe("A catalog item's slug, won with the coins"),
});

/** `GET /api/races/current` (docs/races.md). */
export const currentRaceResponse = z.strictObject({
  month: z.string().describe("The race's UTC month, YYYY-MM"),
  endsAt: z.string().describe("The first instant of the next month (UTC)"),
  entrants: z.number().int().min(0),
  top: z.array(
    z.strictObject({
      position: z.number().int().min(1),
      userId: z.number().int(),
      nickname: z.string().nullable(),
      coins: coins.describe("Coins wagered this month"),
      frame: z.enum(["gold"]).nullable(),
    }),
  ),
  me: z.strictObject({ position: z.number().int().min(1), coins }).nullable(),
  prizes: z.array(prize),
  previousMonth: z.string().nullable().describe("The latest finished race (its archive)"),
});

/** `GET /api/races/archive/:month`: a finished race's frozen board. */
export const archivedRaceResponse = z.strictObject({
  month: z.string(),
  status: z.enum(["paying", "paid"]),
  paidAt: z.string().nullable(),
  results: z.array(
    z.strictObject({
      position: z.number().int().min(1),
      userId: z.number().int(),
      nickname: z.string().nullable(),
      coinsWagered: coins,
      prizeCoins: coins,
      prizeItem: z.string().nullable(),
      paid: z.boolean(),
    }),
  ),
});

export const raceMonthParams = z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });
