import { createHash } from "node:crypto";
import { type GameHistoryEntry, verifyGameRound } from "@jadeverse/api/client/games";
import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages } from "../messages.ts";
import { roundMoney, roundSummary, roundTone } from "./history-rules.ts";
import { verdictText, verifyRound } from "./verify-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

const SERVER_SEED = "a3f1c0de".repeat(8);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const common = {
  roundId: 7,
  nonce: 3,
  clientSeed: "lucky-player",
  serverSeedHash: sha256(SERVER_SEED),
  serverSeed: SERVER_SEED,
  createdAt: "2025-01-01T00:00:00.000Z",
  settledAt: "2025-01-01T00:00:00.000Z",
};

/**
 * A round recorded as the server would: the shared verifier recomputes its outcome from the seeds
 * (its own `recomputed`), and the record takes that outcome and the money it implies.
 */
function recorded(draft: Omit<GameHistoryEntry, keyof typeof common | "totalBet" | "totalWin">) {
  const probe = { ...common, ...draft, totalBet: 0, totalWin: 0 } as GameHistoryEntry;
  const outcome = verifyGameRound(probe, SERVER_SEED).recomputed as GameHistoryEntry["outcome"];
  const entry = { ...probe, outcome } as GameHistoryEntry;
  const money = moneyOf(entry);
  return { ...entry, ...money } as GameHistoryEntry;
}

function moneyOf(entry: GameHistoryEntry): { totalBet: number; totalWin: number } {
  switch (entry.game) {
    case "roulette":
      return {
        totalBet: entry.outcome.bets.reduce((s, b) => s + b.amount, 0),
        totalWin: entry.outcome.bets.reduce((s, b) => s + b.win, 0),
      };
    case "baccarat":
      return {
        totalBet: entry.outcome.bets.reduce((s, b) => s + b.amount, 0),
        totalWin: entry.outcome.bets.reduce((s, b) => s + b.win, 0),
      };
    case "slots":
      return {
        totalBet: entry.bet.betPerLine * entry.bet.lines,
        totalWin: entry.outcome.lines.reduce((s, l) => s + l.win, 0),
      };
    case "blackjack": {
      const s = entry.outcome.hand.settlement!;
      return { totalBet: s.totalStake, totalWin: s.totalPayout };
    }
  }
}

const roulette = () =>
  recorded({
    game: "roulette",
    bet: {
      bets: [
        { kind: "red", numbers: [], amount: 10 },
        { kind: "straight", numbers: [17], amount: 5 },
      ],
    },
    outcome: { pocket: 0, color: "green", bets: [] },
  } as never);

function blackjack(): GameHistoryEntry {
  for (const actions of [["stand"], ["noInsurance", "stand"], [], ["noInsurance"]] as const) {
    try {
      const entry = recorded({
        game: "blackjack",
        bet: { stake: 100 },
        outcome: { actions: [...actions] } as never,
      } as never);
      if (entry.game === "blackjack" && entry.outcome.hand.settlement) return entry;
    } catch {
      // Not a legal line of play for these cards: try the next.
    }
  }
  throw new Error("no settled hand for these seeds");
}

describe("verifyRound", () => {
  it("waits for the seed to be revealed", () => {
    const state = verifyRound(t, { ...roulette(), serverSeed: null });
    expect(state.status).toBe("not-revealed");
    expect(verdictText(t, state)).toMatch(/still secret/);
  });

  it("matches a faithful record of every game", () => {
    const entries = [
      roulette(),
      recorded({ game: "baccarat", bet: { banker: 50, tie: 10 }, outcome: {} } as never),
      recorded({ game: "slots", bet: { betPerLine: 2, lines: 10 }, outcome: {} } as never),
      blackjack(),
    ];
    for (const entry of entries) {
      const state = verifyRound(t, entry);
      expect(state.status).toBe("checked");
      if (state.status !== "checked") continue;
      expect(state.checks.every((c) => c.ok)).toBe(true);
      expect(verdictText(t, state)).toMatch(/^The revealed seeds give exactly/);
      expect(state.recomputedSummary).toBe(roundSummary(t, entry));
    }
  });

  it("finds a changed outcome, a changed payout and a wrong seed", () => {
    const entry = roulette();
    if (entry.game !== "roulette") throw new Error("roulette expected");
    const moved = { ...entry, outcome: { ...entry.outcome, pocket: (entry.outcome.pocket + 1) % 37 } };
    const paid = { ...entry, totalWin: entry.totalWin + 1 };
    const wrongSeed = { ...entry, serverSeed: "not-the-seed" };
    const failed = (e: GameHistoryEntry) => {
      const state = verifyRound(t, e);
      return state.status === "checked"
        ? state.checks.filter((c) => !c.ok).map((c) => t(c.label))
        : [state.status];
    };
    expect(failed(moved)).toEqual(["The recomputed outcome equals the recorded one"]);
    expect(failed(paid)).toEqual(["The recomputed stake and payout equal the recorded ones"]);
    expect(failed(wrongSeed)).toContain("The server seed hashes to the commitment shown before the round");
    expect(verdictText(t, verifyRound(t, moved))).toMatch(/differs from the recorded one/);
  });

  it("calls a record the engines refuse a mismatch, in words", () => {
    const broken = {
      ...roulette(),
      bet: { bets: [{ kind: "split", numbers: [3, 4], amount: 1 }] },
    } as GameHistoryEntry;
    const state = verifyRound(t, broken);
    expect(state.status).toBe("unreadable");
    expect(verdictText(t, state)).toMatch(/differs from the recorded one/);
  });
});

describe("history words", () => {
  it("summarises rounds and their money", () => {
    const entry = roulette();
    expect(roundSummary(t, entry)).toMatch(/^\d+ (red|black|green) · 2 bets$/);
    expect(roundTone({ totalBet: 10, totalWin: 30 })).toBe("win");
    expect(roundTone({ totalBet: 10, totalWin: 0 })).toBe("loss");
    expect(roundTone({ totalBet: 10, totalWin: 10 })).toBe("even");
    expect(roundMoney(t, { totalBet: 1500, totalWin: 0 })).toBe("Bet 1 500 coins · no win");
    expect(roundMoney(t, { totalBet: 10, totalWin: 360 })).toBe("Bet 10 coins · paid 360 coins");
  });
});
