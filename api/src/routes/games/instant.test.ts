import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { expectDocumented, type OpenApiDocument } from "../../../test/openapi-check.ts";
import type { TestPlayer } from "../../../test/players.ts";
import { play as playBaccarat } from "../../lib/games/baccarat.ts";
import { spin as spinRoulette } from "../../lib/games/roulette.ts";
import { spin as spinSlots } from "../../lib/games/slots.ts";
import { coinsOf, gameEntriesOf, key, liveSeed, nextFloats, playerWith, roundsOf } from "./fixtures.ts";

let api: TestApi;
let document: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const post = (player: TestPlayer, path: string, body: unknown) =>
  api.request("POST", path, { token: player.token, body });

/** The round's ledger entries: exactly one debit of the stake and, when it paid, one credit of the win. */
async function expectBooked(player: TestPlayer, roundId: number, totalBet: number, totalWin: number) {
  const entries = (await gameEntriesOf(api, player.userId)).filter((e) =>
    e.idempotencyKey.startsWith(`game:${roundId}:`),
  );
  const expected = [{ idempotencyKey: `game:${roundId}:bet#0`, delta: -totalBet }];
  if (totalWin > 0) expected.push({ idempotencyKey: `game:${roundId}:win#0`, delta: totalWin });
  expect(entries.map((e) => ({ idempotencyKey: e.idempotencyKey, delta: e.delta }))).toEqual(expected);
}

describe(`instant games pay exactly what the engines settle (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("roulette: several bets per spin, pocket and payouts from the round's float, one debit and one credit", async () => {
    const player = await playerWith(api, 20_000);
    let balance = 20_000;
    const bets = [
      { kind: "red", amount: 100 },
      { kind: "straight", numbers: [17], amount: 10 },
      { kind: "dozen", numbers: [2], amount: 50 },
      { kind: "split", numbers: [5, 2], amount: 20 },
    ] as const;
    const normalised = bets.map((b) => ({
      kind: b.kind,
      numbers: "numbers" in b ? [...b.numbers].sort((x, y) => x - y) : [],
      amount: b.amount,
    }));
    for (let round = 0; round < 8; round++) {
      const seed = await liveSeed(api, player);
      const expected = spinRoulette(await nextFloats(api, player, 1), normalised);
      const res = await post(player, "/api/games/roulette/spin", { bets, requestKey: key() });
      expect(res.status).toBe(200);
      expectDocumented(document, "post", "/api/games/roulette/spin", res);
      balance += expected.totalPayout - 180;
      expect(res.body).toMatchObject({
        pocket: expected.pocket,
        color: expected.color,
        nonce: seed.nextNonce,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        totalBet: 180,
        totalWin: expected.totalPayout,
        balance,
      });
      expect(res.body.bets).toEqual(
        expected.bets.map((b) => ({ kind: b.kind, numbers: b.numbers, amount: b.amount, win: b.payout })),
      );
      await expectBooked(player, res.body.roundId, 180, expected.totalPayout);
    }
    expect(await coinsOf(api, player.userId)).toBe(balance);
  });

  it("baccarat: the coup from six floats, banker commission and tie pushes as the engine pays them", async () => {
    const player = await playerWith(api, 20_000);
    let balance = 20_000;
    for (let round = 0; round < 8; round++) {
      const expected = playBaccarat(await nextFloats(api, player, 6), [
        { kind: "player", amount: 100 },
        { kind: "banker", amount: 30 },
        { kind: "tie", amount: 10 },
      ]);
      const res = await post(player, "/api/games/baccarat/deal", {
        bets: { tie: 10, banker: 30, player: 100 },
        requestKey: key(),
      });
      expect(res.status).toBe(200);
      expectDocumented(document, "post", "/api/games/baccarat/deal", res);
      balance += expected.totalPayout - 140;
      expect(res.body).toMatchObject({
        playerCards: expected.coup.player,
        bankerCards: expected.coup.banker,
        playerTotal: expected.coup.playerTotal,
        bankerTotal: expected.coup.bankerTotal,
        winner: expected.coup.winner,
        totalBet: 140,
        totalWin: expected.totalPayout,
        balance,
      });
      expect(res.body.bets.map((b: { win: number }) => b.win)).toEqual(expected.bets.map((b) => b.payout));
      await expectBooked(player, res.body.roundId, 140, expected.totalPayout);
    }
    expect(await coinsOf(api, player.userId)).toBe(balance);
  });

  it("slots: stops, grid and line wins from five floats, all 10 lines at the line bet", async () => {
    const player = await playerWith(api, 20_000);
    let balance = 20_000;
    for (let round = 0; round < 12; round++) {
      const expected = spinSlots(await nextFloats(api, player, 5), 7);
      const res = await post(player, "/api/games/slots/spin", { betPerLine: 7, requestKey: key() });
      expect(res.status).toBe(200);
      expectDocumented(document, "post", "/api/games/slots/spin", res);
      balance += expected.totalWin - 70;
      expect(res.body).toMatchObject({
        stops: expected.stops,
        grid: expected.grid,
        lines: expected.lines,
        betPerLine: 7,
        totalBet: 70,
        totalWin: expected.totalWin,
        balance,
      });
      await expectBooked(player, res.body.roundId, 70, expected.totalWin);
    }
    expect(await coinsOf(api, player.userId)).toBe(balance);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });
});

describe("a client requestKey makes a bet retry-safe", () => {
  it("answers a retried spin with the same round and charges nothing again", async () => {
    const player = await playerWith(api, 1_000);
    const body = { bets: [{ kind: "black", amount: 100 }], requestKey: key() };
    const first = await post(player, "/api/games/roulette/spin", body);
    expect(first.status).toBe(200);
    const again = await post(player, "/api/games/roulette/spin", body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
    expect(await coinsOf(api, player.userId)).toBe(first.body.balance);
    expect((await liveSeed(api, player)).nextNonce).toBe(1);
  });

  it("refuses the same key for another bet: 409 IDEMPOTENCY_KEY_REUSED, nothing played", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    expect((await post(player, "/api/games/slots/spin", { betPerLine: 1, requestKey })).status).toBe(200);
    for (const [path, body] of [
      ["/api/games/slots/spin", { betPerLine: 2, requestKey }],
      ["/api/games/baccarat/deal", { bets: { player: 10 }, requestKey }],
    ] as const) {
      const res = await post(player, path, body);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe("IDEMPOTENCY_KEY_REUSED");
      expectDocumented(document, "post", path, res);
    }
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
  });

  it("keys are the player's own: another player's key plays a round of their own", async () => {
    const [a, b] = [await playerWith(api, 100), await playerWith(api, 100)];
    const body = { betPerLine: 1, requestKey: "shared-key" };
    const first = await post(a, "/api/games/slots/spin", body);
    const second = await post(b, "/api/games/slots/spin", body);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.roundId).not.toBe(first.body.roundId);
  });
});
