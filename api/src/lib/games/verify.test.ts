// Verifying a settled round once its server seed is revealed (docs/games.md "Instant games": Fairness):
// every check the Verify panel shows, on genuine rounds and on records changed after the fact.
import { describe, expect, it } from "vitest";
import { floatStream } from "../fairness/float-stream.ts";
import { nativeHmacSha256 } from "../fairness/native-hmac.ts";
import { serverSeedCommitment } from "../fairness/verify.ts";
import {
  type BaccaratBetRecord,
  baccaratRound,
  blackjackRound,
  GAME_FLOATS,
  type RouletteBetRecord,
  rouletteRound,
  type SlotsBetRecord,
  slotsRound,
} from "./outcomes.ts";
import type { GameHistoryEntry } from "./responses.ts";
import { verifyGameRound } from "./verify.ts";

const serverSeed = "3f".repeat(32);
const clientSeed = "player seed";
const common = (nonce: number) => ({
  roundId: nonce + 1,
  nonce,
  clientSeed,
  serverSeedHash: serverSeedCommitment(serverSeed),
  serverSeed,
  createdAt: "2025-01-01T00:00:00.000Z",
  settledAt: "2025-01-01T00:00:01.000Z",
});
const floatsOf = (game: keyof typeof GAME_FLOATS, nonce: number) =>
  floatStream({ serverSeed, clientSeed, nonce }, GAME_FLOATS[game]);

/** Records a round the way the server settles it. */
function rouletteEntry(nonce: number, bet: RouletteBetRecord): GameHistoryEntry {
  const { totalBet, totalWin, outcome } = rouletteRound(bet, floatsOf("roulette", nonce));
  return { game: "roulette", bet, outcome, totalBet, totalWin, ...common(nonce) };
}
function baccaratEntry(nonce: number, bet: BaccaratBetRecord): GameHistoryEntry {
  const { totalBet, totalWin, outcome } = baccaratRound(bet, floatsOf("baccarat", nonce));
  return { game: "baccarat", bet, outcome, totalBet, totalWin, ...common(nonce) };
}
function slotsEntry(nonce: number, bet: SlotsBetRecord): GameHistoryEntry {
  const { totalBet, totalWin, outcome } = slotsRound(bet, floatsOf("slots", nonce));
  return { game: "slots", bet, outcome, totalBet, totalWin, ...common(nonce) };
}
/** A blackjack hand played by standing (declining insurance) until it settles. */
function blackjackEntry(nonce: number, stake: number): GameHistoryEntry {
  const floats = floatsOf("blackjack", nonce);
  const actions: ("stand" | "noInsurance")[] = [];
  let outcome = blackjackRound({ stake }, actions, floats);
  while (outcome.hand.phase !== "done") {
    actions.push(outcome.hand.legalActions.includes("noInsurance") ? "noInsurance" : "stand");
    outcome = blackjackRound({ stake }, actions, floats);
  }
  const { totalStake, totalPayout } = outcome.hand.settlement!;
  return {
    game: "blackjack",
    bet: { stake },
    outcome,
    totalBet: totalStake,
    totalWin: totalPayout,
    ...common(nonce),
  };
}

/** The same JSON value with every object's keys in reverse order. */
const reversedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversedKeys)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reversedKeys(v)]),
        )
      : value;

const rounds = () => [
  rouletteEntry(0, {
    bets: [
      { kind: "straight", numbers: [7], amount: 10 },
      { kind: "dozen", numbers: [2], amount: 30 },
      { kind: "odd", numbers: [], amount: 5 },
    ],
  }),
  baccaratEntry(1, { player: 20, banker: 20, tie: 10 }),
  slotsEntry(2, { betPerLine: 3, lines: 10 }),
  blackjackEntry(3, 40),
];

const allHold = { seedHashMatches: true, outcomeMatches: true, moneyMatches: true, match: true };

describe("verifying a round from its revealed seed", () => {
  it("confirms genuine rounds of every game and shows the recomputed outcome", () => {
    for (const entry of rounds()) {
      const result = verifyGameRound(entry, serverSeed);
      expect(result, entry.game).toEqual({ ...allHold, recomputed: entry.outcome });
      expect(verifyGameRound(entry, serverSeed, nativeHmacSha256), entry.game).toEqual(result);
    }
  });

  it("compares outcomes by content, whatever order a record's keys come in", () => {
    for (const entry of rounds()) {
      const reordered = { ...entry, outcome: reversedKeys(entry.outcome) } as GameHistoryEntry;
      expect(JSON.stringify(reordered.outcome)).not.toBe(JSON.stringify(entry.outcome));
      expect(verifyGameRound(reordered, serverSeed), entry.game).toMatchObject(allHold);
    }
  });

  it("flags a recorded outcome that differs from the seed's in any number", () => {
    const [roulette, baccarat, slots, blackjack] = rounds() as [
      Extract<GameHistoryEntry, { game: "roulette" }>,
      Extract<GameHistoryEntry, { game: "baccarat" }>,
      Extract<GameHistoryEntry, { game: "slots" }>,
      Extract<GameHistoryEntry, { game: "blackjack" }>,
    ];
    const pocket = (roulette.outcome.pocket + 1) % 37;
    const tampered: GameHistoryEntry[] = [
      { ...roulette, outcome: { ...roulette.outcome, pocket } },
      { ...baccarat, outcome: { ...baccarat.outcome, playerTotal: (baccarat.outcome.playerTotal + 1) % 10 } },
      { ...slots, outcome: { ...slots.outcome, stops: slots.outcome.stops.map((s) => (s + 1) % 32) } },
      {
        ...blackjack,
        outcome: {
          ...blackjack.outcome,
          hand: { ...blackjack.outcome.hand, stake: blackjack.outcome.hand.stake + 1 },
        },
      },
    ];
    for (const entry of tampered)
      expect(verifyGameRound(entry, serverSeed), entry.game).toMatchObject({
        seedHashMatches: true,
        outcomeMatches: false,
        moneyMatches: true,
        match: false,
      });
  });

  it("flags recorded money that differs from the recomputed stake or payout", () => {
    for (const entry of rounds()) {
      for (const changed of [{ totalBet: entry.totalBet + 1 }, { totalWin: entry.totalWin + 1 }])
        expect(verifyGameRound({ ...entry, ...changed }, serverSeed), entry.game).toEqual({
          seedHashMatches: true,
          outcomeMatches: true,
          moneyMatches: false,
          match: false,
          recomputed: entry.outcome,
        });
    }
  });

  it("flags a revealed seed that does not hash to the round's commitment", () => {
    for (const entry of rounds()) {
      const otherCommitment = { ...entry, serverSeedHash: serverSeedCommitment("another seed") };
      expect(verifyGameRound(otherCommitment, serverSeed)).toMatchObject({
        seedHashMatches: false,
        outcomeMatches: true,
        moneyMatches: true,
        match: false,
      });
      expect(verifyGameRound(entry, "another seed")).toMatchObject({ seedHashMatches: false, match: false });
    }
  });

  it("never matches a blackjack record whose actions stop before the hand settles", () => {
    const entry = blackjackEntry(3, 40);
    if (entry.game !== "blackjack") throw new Error("blackjack expected");
    expect(entry.outcome.actions.length).toBeGreaterThan(0);
    for (const money of [{}, { totalBet: 1, totalWin: 1 }, { totalBet: 0, totalWin: 0 }]) {
      const cut = { ...entry, ...money, outcome: { ...entry.outcome, actions: [] } };
      const result = verifyGameRound(cut, serverSeed);
      expect(result).toMatchObject({ seedHashMatches: true, moneyMatches: false, match: false });
      expect((result.recomputed as typeof entry.outcome).hand.settlement).toBeNull();
    }
  });
});
