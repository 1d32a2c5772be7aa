import { INSTANT_GAMES } from "@jadeverse/db/games/names";
import { z } from "zod";
import { BACCARAT_BET_KINDS } from "./baccarat.ts";
import { BLACKJACK_ACTIONS } from "./blackjack.ts";
import { RANKS, SUITS } from "./cards.ts";
import { ROULETTE_BET_KINDS } from "./roulette.ts";

// The games' contracts: the routes answer with them (routes/platform/docs.test.ts and the games suites check
// live answers against the OpenAPI document) and the front ends parse with them
// (`@jadeverse/api/client/games`). The catalogue's schema is in ./catalog-response.ts.

const count = z.number().int().min(0);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const card = z.strictObject({
  index: z.number().int().min(0).max(51).describe("floor(float × 52): ♦2 ♥2 ♠2 ♣2 ♦3 … ♣A"),
  rank: z.enum(RANKS),
  suit: z.enum(SUITS),
  label: z.string(),
});

/** What every round carries to verify it: the nonce and the public parts of the seed pair. */
const provenance = {
  nonce: count,
  clientSeed: z.string(),
  serverSeedHash: hex64.describe("sha256 of the server seed the round was drawn from"),
};
const money = {
  totalBet: count.describe("coins staked"),
  totalWin: count.describe("coins paid back, stakes of winning bets included"),
  balance: count.describe("the player's coins after the round"),
};
const roundId = z.number().int().positive();

export const rouletteBetRecord = z.strictObject({
  bets: z.array(z.strictObject({ kind: z.enum(ROULETTE_BET_KINDS), numbers: z.array(count), amount: count })),
});
export const rouletteOutcome = z.strictObject({
  pocket: z.number().int().min(0).max(36).describe("floor(float × 37)"),
  color: z.enum(["green", "red", "black"]),
  bets: z.array(
    z.strictObject({
      kind: z.enum(ROULETTE_BET_KINDS),
      numbers: z.array(count).describe("the numbers the bet covers, ascending"),
      amount: count,
      win: count.describe("amount × (odds + 1) on a win, 0 on a loss"),
    }),
  ),
});
export const rouletteSpinResponse = rouletteOutcome.extend({ roundId, ...provenance, ...money });
export type RouletteSpin = z.infer<typeof rouletteSpinResponse>;

export const baccaratBetRecord = z.strictObject({
  player: count.optional(),
  banker: count.optional(),
  tie: count.optional(),
});
export const baccaratOutcome = z.strictObject({
  playerCards: z.array(card).min(2).max(3),
  bankerCards: z.array(card).min(2).max(3),
  playerTotal: z.number().int().min(0).max(9),
  bankerTotal: z.number().int().min(0).max(9),
  winner: z.enum(BACCARAT_BET_KINDS),
  natural: z.boolean(),
  bets: z.array(
    z.strictObject({
      kind: z.enum(BACCARAT_BET_KINDS),
      amount: count,
      outcome: z.enum(["win", "push", "lose"]),
      win: count.describe("coins returned, stake included"),
    }),
  ),
});
export const baccaratDealResponse = baccaratOutcome.extend({ roundId, ...provenance, ...money });
export type BaccaratDeal = z.infer<typeof baccaratDealResponse>;

export const slotsBetRecord = z.strictObject({ betPerLine: count, lines: count });
export const slotsOutcome = z.strictObject({
  stops: z.array(count).length(5).describe("floor(float_r × strip length) per reel"),
  grid: z.array(z.array(z.string().length(1))).describe("grid[reel][row], symbol codes"),
  lines: z.array(
    z.strictObject({
      line: count.describe("index into the catalogue's paylines (0 = line 1)"),
      symbol: z.string().length(1),
      count: z.number().int().min(3).max(5),
      multiplier: count,
      win: count,
    }),
  ),
});
export const slotsSpinResponse = slotsOutcome.extend({ roundId, betPerLine: count, ...provenance, ...money });
export type SlotsSpin = z.infer<typeof slotsSpinResponse>;

const handOutcome = z.enum(["blackjack", "win", "push", "lose", "bust"]);
/** The engine's `publicView`: no deck, and the dealer's hole card only once the hand is settled. */
export const blackjackView = z.strictObject({
  stake: count,
  phase: z.enum(["insurance", "player", "done"]),
  active: count.describe("the hand in play"),
  hands: z.array(
    z.strictObject({
      cards: z.array(card),
      stake: count,
      doubled: z.boolean(),
      fromSplit: z.boolean(),
      splitAces: z.boolean(),
      done: z.boolean(),
      total: count,
      soft: z.boolean(),
    }),
  ),
  dealer: z.strictObject({ cards: z.array(card), total: count, holeHidden: z.boolean() }),
  insurance: count.nullable(),
  legalActions: z.array(z.enum(BLACKJACK_ACTIONS)),
  sequence: count,
  settlement: z
    .strictObject({
      dealerTotal: count,
      dealerBlackjack: z.boolean(),
      hands: z.array(
        z.strictObject({
          cards: z.array(count),
          total: count,
          outcome: handOutcome,
          stake: count,
          payout: count,
        }),
      ),
      insurance: z.strictObject({ stake: count, payout: count }).nullable(),
      totalStake: count,
      totalPayout: count,
      net: z.number().int(),
    })
    .nullable(),
});
export const blackjackBetRecord = z.strictObject({ stake: count });
export const blackjackOutcome = z.strictObject({
  hand: blackjackView,
  actions: z
    .array(z.enum(BLACKJACK_ACTIONS))
    .describe("every action in order: replay(stake, floats, actions)"),
});
export const blackjackHandResponse = z.strictObject({
  roundId,
  status: z.enum(["open", "settled"]),
  seq: count.describe("actions taken: send it back with the next action"),
  hand: blackjackView,
  legalActions: z.array(z.enum(BLACKJACK_ACTIONS)),
  actions: z.array(z.enum(BLACKJACK_ACTIONS)),
  ...provenance,
  totalBet: count.describe("coins staked so far (doubles, splits and insurance included)"),
  totalWin: count.nullable().describe("coins paid back once settled; null while the hand is open"),
  balance: money.balance,
});
export type BlackjackHandAnswer = z.infer<typeof blackjackHandResponse>;
export const blackjackCurrentResponse = blackjackHandResponse.nullable();

const historyCommon = {
  roundId,
  ...provenance,
  serverSeed: z.string().nullable().describe("revealed after a rotation; null while the seed is live"),
  totalBet: count,
  totalWin: count,
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime(),
};
export const gameHistoryEntry = z.discriminatedUnion("game", [
  z.strictObject({
    game: z.literal("roulette"),
    bet: rouletteBetRecord,
    outcome: rouletteOutcome,
    ...historyCommon,
  }),
  z.strictObject({
    game: z.literal("baccarat"),
    bet: baccaratBetRecord,
    outcome: baccaratOutcome,
    ...historyCommon,
  }),
  z.strictObject({ game: z.literal("slots"), bet: slotsBetRecord, outcome: slotsOutcome, ...historyCommon }),
  z.strictObject({
    game: z.literal("blackjack"),
    bet: blackjackBetRecord,
    outcome: blackjackOutcome,
    ...historyCommon,
  }),
]);
export type GameHistoryEntry = z.infer<typeof gameHistoryEntry>;
export const gameHistoryResponse = z.strictObject({ rounds: z.array(gameHistoryEntry) });
export type GameHistory = z.infer<typeof gameHistoryResponse>;

/** The games a round can be of, for the front ends. */
export { INSTANT_GAMES };
