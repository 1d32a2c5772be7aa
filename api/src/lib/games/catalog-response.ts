import { z } from "zod";
import { ROULETTE_BET_KINDS } from "./roulette.ts";

// `GET /api/games`: the table limits and the returns of each game, the slot machine's reel strips,
// paylines and paytable. Parsed by the front ends through `@jadeverse/api/client/games`.

const coins = z.number().int().min(0);
const ratio = z.string().regex(/^\d+\/\d+$/);
/** A return as published: the decimal, the house edge and the exact fraction when it is known. */
const returns = {
  rtp: z.number().min(0).max(1).describe("long-run share of stakes paid back (6 decimals)"),
  houseEdge: z.number().min(0).max(1),
  rtpExact: ratio.nullable().describe("the exact return as a reduced fraction; null when estimated"),
};

export const gamesCatalogResponse = z.strictObject({
  currency: z.literal("coins"),
  games: z.strictObject({
    roulette: z.strictObject({
      limits: z.strictObject({
        minBet: coins,
        maxBet: coins,
        maxTotalBet: coins,
        maxBets: coins,
        maxWin: coins.describe(
          "the most one spin may pay back; bets whose best pocket pays more are refused",
        ),
      }),
      ...returns,
      pockets: coins,
      odds: z.record(z.enum(ROULETTE_BET_KINDS), coins).describe("each bet kind pays odds:1"),
    }),
    baccarat: z.strictObject({
      limits: z.strictObject({ minBet: coins, maxBet: coins, maxWin: coins }),
      bets: z.strictObject({
        player: z.strictObject({ pays: z.string(), ...returns }),
        banker: z.strictObject({ pays: z.string(), ...returns }),
        tie: z.strictObject({ pays: z.string(), ...returns }),
      }),
    }),
    slots: z.strictObject({
      limits: z.strictObject({ lines: coins, minBetPerLine: coins, maxBetPerLine: coins, maxWin: coins }),
      ...returns,
      lineHitRate: ratio.describe("the chance that a given line wins"),
      symbols: z.record(z.string(), z.string()).describe("symbol code → name"),
      wild: z.string().nullable(),
      reels: z.array(z.string()).describe("one strip per reel, one symbol code per stop"),
      rows: coins,
      paylines: z.array(z.array(coins)).describe("each line: the row (0 = top) it crosses on each reel"),
      paytable: z
        .record(z.string(), z.array(coins))
        .describe("multipliers of the line bet for 3, 4 and 5 of a kind from the left"),
    }),
    blackjack: z.strictObject({
      limits: z.strictObject({ minStake: coins, maxStake: coins, maxWin: coins }),
      ...returns,
      rules: z.string(),
    }),
  }),
});
export type GamesCatalog = z.infer<typeof gamesCatalogResponse>;
