// The instant games' table limits as the services enforce them: a bet exactly at a limit is played and
// settled to the coin, one past it is refused with the limit it broke, and nothing is charged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import type { TestPlayer } from "../../../test/players.ts";
import {
  coinsOf,
  gameEntriesOf,
  key,
  nextFloats,
  playerWith,
  roundsOf,
} from "../../routes/games/fixtures.ts";
import { play as playBaccarat } from "./baccarat.ts";
import { spin as spinRoulette } from "./roulette.ts";
import { baccaratDealPlan } from "./service/baccarat.ts";
import { slotsSpinPlan } from "./service/slots.ts";
import { spin as spinSlots } from "./slots.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const post = (player: TestPlayer, path: string, body: unknown) =>
  api.request("POST", path, { token: player.token, body });

/** The refusal's code and message; the player keeps every coin and no round is recorded. */
async function expectRefused(path: string, body: object, message: string) {
  const player = await playerWith(api, 200_000);
  const res = await post(player, path, { ...body, requestKey: key() });
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({ code: "GAME_BET_OUT_OF_LIMITS", message });
  expect(await coinsOf(api, player.userId)).toBe(200_000);
  expect(await roundsOf(api, player.userId)).toEqual([]);
}

/** The round is played: balance, round record and ledger entries are exactly the stake and the win. */
async function expectSettled(
  player: TestPlayer,
  start: number,
  res: { status: number; body: any },
  bet: number,
  win: number,
) {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ totalBet: bet, totalWin: win, balance: start - bet + win });
  expect(await coinsOf(api, player.userId)).toBe(start - bet + win);
  const [round] = await roundsOf(api, player.userId);
  expect(round).toMatchObject({
    id: res.body.roundId,
    totalBet: bet,
    totalWin: win,
    balanceAfter: start - bet + win,
  });
  const entries = (await gameEntriesOf(api, player.userId)).map((e) => ({
    key: e.idempotencyKey,
    delta: e.delta,
  }));
  const expected = [{ key: `game:${round!.id}:bet#0`, delta: -bet }];
  if (win > 0) expected.push({ key: `game:${round!.id}:win#0`, delta: win });
  expect(entries).toEqual(expected);
}

describe("roulette stakes at and past the table limits", () => {
  it("plays a 10,000-coin straight, whose best pocket pays exactly the 360,000 maximum", async () => {
    const player = await playerWith(api, 10_000);
    const bets = [{ kind: "straight", numbers: [17], amount: 10_000 }] as const;
    const expected = spinRoulette(await nextFloats(api, player, 1), [{ ...bets[0], numbers: [17] }]);
    const res = await post(player, "/api/games/roulette/spin", { bets, requestKey: key() });
    await expectSettled(player, 10_000, res, 10_000, expected.totalPayout);
  });

  it("plays bets totalling exactly 100,000 coins", async () => {
    const player = await playerWith(api, 100_000);
    const bets = Array.from({ length: 10 }, () => ({ kind: "red" as const, numbers: [], amount: 10_000 }));
    const expected = spinRoulette(await nextFloats(api, player, 1), bets);
    const res = await post(player, "/api/games/roulette/spin", { bets, requestKey: key() });
    await expectSettled(player, 100_000, res, 100_000, expected.totalPayout);
  });

  it("names the limit each refused spin broke", async () => {
    const path = "/api/games/roulette/spin";
    await expectRefused(
      path,
      { bets: [{ kind: "red", amount: 10_001 }] },
      "a roulette bet is 1 to 10000 coins",
    );
    await expectRefused(
      path,
      { bets: Array.from({ length: 11 }, () => ({ kind: "red", amount: 10_000 })) },
      "the bets of one spin total at most 100000 coins",
    );
    await expectRefused(
      path,
      {
        bets: [
          { kind: "straight", numbers: [17], amount: 10_000 },
          { kind: "split", numbers: [17, 18], amount: 10_000 },
        ],
      },
      "one spin may pay at most 360000 coins; these bets could pay 540000",
    );
  });

  it("checks a bet against the layout before the limits: an off-layout bet is invalid whatever its size", async () => {
    const player = await playerWith(api, 1_000);
    const res = await post(player, "/api/games/roulette/spin", {
      bets: [{ kind: "straight", amount: 10_001 }],
      requestKey: key(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("GAME_INVALID_BET");
    expect(await coinsOf(api, player.userId)).toBe(1_000);
  });

  it("stores a bet's numbers in ascending order, so a retry listing them otherwise is the same spin", async () => {
    const player = await playerWith(api, 1_000);
    const requestKey = key();
    const first = await post(player, "/api/games/roulette/spin", {
      bets: [{ kind: "corner", numbers: [5, 4, 2, 1], amount: 10 }],
      requestKey,
    });
    expect(first.status).toBe(200);
    const [round] = await roundsOf(api, player.userId);
    expect(round!.bet).toEqual({ bets: [{ kind: "corner", numbers: [1, 2, 4, 5], amount: 10 }] });
    const again = await post(player, "/api/games/roulette/spin", {
      bets: [{ kind: "corner", numbers: [2, 1, 5, 4], amount: 10 }],
      requestKey,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await roundsOf(api, player.userId)).toHaveLength(1);
    expect(await coinsOf(api, player.userId)).toBe(first.body.balance);
  });
});

describe("baccarat stakes at and past the table limits", () => {
  it("deals a coup with 10,000 on each side, whose best outcome pays exactly the 110,000 maximum", async () => {
    const player = await playerWith(api, 30_000);
    const expected = playBaccarat(await nextFloats(api, player, 6), [
      { kind: "player", amount: 10_000 },
      { kind: "banker", amount: 10_000 },
      { kind: "tie", amount: 10_000 },
    ]);
    const res = await post(player, "/api/games/baccarat/deal", {
      bets: { player: 10_000, banker: 10_000, tie: 10_000 },
      requestKey: key(),
    });
    await expectSettled(player, 30_000, res, 30_000, expected.totalPayout);
  });

  it("refuses a side bet over 10,000 coins even when the coup could not pay past the maximum", async () => {
    await expectRefused(
      "/api/games/baccarat/deal",
      { bets: { player: 10_001 } },
      "a baccarat bet is 10 to 10000 coins",
    );
    await expectRefused(
      "/api/games/baccarat/deal",
      { bets: { banker: 9 } },
      "a baccarat bet is 10 to 10000 coins",
    );
  });

  it("records only the sides the player placed", () => {
    expect(Object.keys(baccaratDealPlan({ bets: { banker: 50 } }).bet)).toEqual(["banker"]);
    expect(baccaratDealPlan({ bets: { tie: 10, player: 20 } }).bet).toStrictEqual({ player: 20, tie: 10 });
  });
});

describe("slots line bets at and past the table limits", () => {
  it("spins all ten lines at 1,000 coins a line, whose top spin pays exactly the maximum", async () => {
    const player = await playerWith(api, 10_000);
    const expected = spinSlots(await nextFloats(api, player, 5), 1_000);
    const res = await post(player, "/api/games/slots/spin", { betPerLine: 1_000, requestKey: key() });
    await expectSettled(player, 10_000, res, 10_000, expected.totalWin);
    expect(res.body.betPerLine).toBe(1_000);
  });

  it("refuses a line bet over 1,000 coins, naming the line-bet limit", async () => {
    await expectRefused("/api/games/slots/spin", { betPerLine: 1_001 }, "the line bet is 1 to 1000 coins");
  });

  it("refuses a line bet under 1 coin at the service too, not only in the request schema", () => {
    expect(() => slotsSpinPlan(0)).toThrow("the line bet is 1 to 1000 coins");
    expect(slotsSpinPlan(1).bet).toEqual({ betPerLine: 1, lines: 10 });
  });
});
