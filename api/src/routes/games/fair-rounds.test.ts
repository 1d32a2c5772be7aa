import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { expectDocumented, type OpenApiDocument } from "../../../test/openapi-check.ts";
import type { TestPlayer } from "../../../test/players.ts";
import { floatStream } from "../../lib/fairness/float-stream.ts";
import { play as playBaccarat } from "../../lib/games/baccarat.ts";
import { BLACKJACK_FLOATS, publicView, replay } from "../../lib/games/blackjack.ts";
import type { GameHistoryEntry } from "../../lib/games/responses.ts";
import { spin as spinRoulette } from "../../lib/games/roulette.ts";
import { spin as spinSlots } from "../../lib/games/slots.ts";
import { verifyGameRound } from "../../lib/games/verify.ts";
import { key, playerWith } from "./fixtures.ts";

let api: TestApi;
let document: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const post = (p: TestPlayer, path: string, body: object) =>
  api.request("POST", path, { token: p.token, body: { ...body, requestKey: key() } });

/** One round of each game (the blackjack hand played out by standing); answers their final answers. */
async function playEveryGame(p: TestPlayer) {
  const roulette = await post(p, "/api/games/roulette/spin", {
    bets: [{ kind: "column", numbers: [2], amount: 30 }],
  });
  const baccarat = await post(p, "/api/games/baccarat/deal", { bets: { player: 20, tie: 10 } });
  const slots = await post(p, "/api/games/slots/spin", { betPerLine: 3 });
  let hand = (await post(p, "/api/games/blackjack/deal", { stake: 40 })).body;
  while (hand.status === "open") {
    const action = hand.legalActions.includes("noInsurance") ? "noInsurance" : "stand";
    hand = (await post(p, "/api/games/blackjack/action", { roundId: hand.roundId, seq: hand.seq, action }))
      .body;
  }
  for (const res of [roulette, baccarat, slots]) expect(res.status).toBe(200);
  return [roulette.body, baccarat.body, slots.body, hand];
}

describe(`provably fair rounds (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("recomputes every game's round with the engines from the seed a rotation reveals", async () => {
    const p = await playerWith(api, 10_000);
    const answers = await playEveryGame(p);
    const before = await api.request("GET", "/api/games/history", { token: p.token });
    expect(before.status).toBe(200);
    expectDocumented(document, "get", "/api/games/history", before);
    expect(before.body.rounds.map((r: GameHistoryEntry) => [r.game, r.serverSeed])).toEqual([
      ["blackjack", null],
      ["slots", null],
      ["baccarat", null],
      ["roulette", null],
    ]);

    const rotation = await api.request("POST", "/api/fairness/rotate", { token: p.token });
    expect(rotation.status).toBe(200);
    const { serverSeed, serverSeedHash, clientSeed, lastNonce } = rotation.body.previous;
    expect(lastNonce).toBe(3);
    const history = (await api.request("GET", "/api/games/history", { token: p.token })).body.rounds;
    expectDocumented(document, "get", "/api/games/history", {
      status: 200,
      body: { rounds: history },
      headers: new Headers(),
    });
    const [blackjack, slots, baccarat, roulette] = history as GameHistoryEntry[];
    for (const entry of history as GameHistoryEntry[]) {
      expect(entry).toMatchObject({ serverSeed, serverSeedHash, clientSeed });
      expect(verifyGameRound(entry, serverSeed).match, entry.game).toBe(true);
    }
    expect(answers.map((a) => a.roundId)).toEqual(
      [roulette, baccarat, slots, blackjack].map((r) => r!.roundId),
    );

    // The same recomputation by hand, with the engines and the float stream alone.
    const floats = (entry: GameHistoryEntry, count: number) =>
      floatStream({ serverSeed, clientSeed: entry.clientSeed, nonce: entry.nonce }, count);
    if (roulette?.game !== "roulette" || baccarat?.game !== "baccarat") throw new Error("history order");
    if (slots?.game !== "slots" || blackjack?.game !== "blackjack") throw new Error("history order");
    expect(spinRoulette(floats(roulette, 1), roulette.bet.bets).pocket).toBe(answers[0].pocket);
    const coup = playBaccarat(floats(baccarat, 6), [
      { kind: "player", amount: 20 },
      { kind: "tie", amount: 10 },
    ]);
    expect([coup.coup.player, coup.coup.banker, coup.totalPayout]).toEqual([
      answers[1].playerCards,
      answers[1].bankerCards,
      answers[1].totalWin,
    ]);
    expect(spinSlots(floats(slots, 5), 3).stops).toEqual(answers[2].stops);
    const hand = replay(40, floats(blackjack, BLACKJACK_FLOATS), blackjack.outcome.actions);
    expect(publicView(hand)).toEqual(answers[3].hand);
    expect(hand.settlement!.totalPayout).toBe(answers[3].totalWin);

    // A record that was changed after the fact does not verify.
    const forged = {
      ...roulette,
      outcome: { ...roulette.outcome, pocket: (roulette.outcome.pocket + 1) % 37 },
    };
    expect(verifyGameRound(forged, serverSeed).match).toBe(false);
    expect(verifyGameRound(roulette, "0".repeat(64)).seedHashMatches).toBe(false);
  });

  it("filters the history by game and limit", async () => {
    const p = await playerWith(api, 10_000);
    for (let i = 0; i < 3; i++) await post(p, "/api/games/slots/spin", { betPerLine: 1 });
    await post(p, "/api/games/roulette/spin", { bets: [{ kind: "low", amount: 10 }] });
    const slots = await api.request("GET", "/api/games/history?game=slots&limit=2", { token: p.token });
    expect(slots.body.rounds.map((r: GameHistoryEntry) => r.game)).toEqual(["slots", "slots"]);
    const bad = await api.request("GET", "/api/games/history?game=crash", { token: p.token });
    expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
  });
});

describe("statistics, boards and the bet history count every round at once", () => {
  it("records each settled round through the one recording path", async () => {
    const p = await playerWith(api, 10_000);
    const answers = await playEveryGame(p);
    const stats = await api.request("GET", "/api/users/me/game-statistics", { token: p.token });
    const totals = await api.request("GET", "/api/users/me/statistics", { token: p.token });
    const history = await api.request("GET", "/api/v1/metric/user-bet-history", { token: p.token });
    for (const [game, answer] of [
      ["roulette", answers[0]],
      ["baccarat", answers[1]],
      ["slots", answers[2]],
      ["blackjack", answers[3]],
    ] as const) {
      const won = answer.totalWin > answer.totalBet;
      expect(stats.body.gameStatistics[game], game).toMatchObject({
        totalPlays: 1,
        totalWins: won ? 1 : 0,
        coinsWagered: answer.totalBet,
        coinsWon: won ? answer.totalWin : 0,
      });
      const board = await api.request("GET", `/api/leaderboard?gameType=${game}&sortBy=coinsWagered`, {
        token: p.token,
      });
      expect(board.body.userData).toMatchObject({ userId: p.userId, coinsWagered: answer.totalBet });
      expect(board.body.userIndex).toBeGreaterThanOrEqual(1);
      const rows = history.body.filter((h: { gameType: string }) => h.gameType === game);
      const metric = won ? "win" : answer.totalWin === answer.totalBet ? "draw" : "lose";
      expect(rows.map((h: { metricType: string }) => h.metricType).sort()).toEqual(["bet", metric].sort());
    }
    const wagered = answers.reduce((sum, a) => sum + a.totalBet, 0);
    expect(totals.body).toMatchObject({ totalGamesPlayed: 4, totalCoinsWagered: wagered });
  });
});

describe("play time and sessions come from play", () => {
  it("counts one session per game and a hand's time from its deal to its settle", async () => {
    const p = await playerWith(api, 10_000);
    await playEveryGame(p);
    // A hand left open for over a second before the player stands (a dealt blackjack settles at
    // once: deal again until a hand waits for the player).
    let hand = (await post(p, "/api/games/blackjack/deal", { stake: 10 })).body;
    while (hand.status !== "open") hand = (await post(p, "/api/games/blackjack/deal", { stake: 10 })).body;
    await Bun.sleep(1_100);
    while (hand.status === "open") {
      const action = hand.legalActions.includes("noInsurance") ? "noInsurance" : "stand";
      hand = (await post(p, "/api/games/blackjack/action", { roundId: hand.roundId, seq: hand.seq, action }))
        .body;
    }
    const stats = (await api.request("GET", "/api/users/me/game-statistics", { token: p.token })).body;
    for (const game of ["roulette", "baccarat", "slots", "blackjack"])
      expect(stats.gameStatistics[game].sessions, game).toBe(1);
    expect(stats.gameStatistics.blackjack.playTime).toBeGreaterThanOrEqual(1);
    const totals = (await api.request("GET", "/api/users/me/statistics", { token: p.token })).body;
    const seconds = Object.values(stats.gameStatistics as Record<string, { playTime: number }>).reduce(
      (sum, g) => sum + g.playTime,
      0,
    );
    expect(totals.playTime).toEqual({
      totalSecondsPlayed: seconds,
      totalSessions: 4,
      averageSessionLength: Math.round(seconds / 4),
    });
  });
});
