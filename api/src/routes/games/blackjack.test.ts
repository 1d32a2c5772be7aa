import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { checkLeaderboardInvariant } from "@jadeverse/db/leaderboard/invariant";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi, usingSqld } from "../../../test/harness.ts";
import { expectDocumented, type OpenApiDocument } from "../../../test/openapi-check.ts";
import type { TestPlayer } from "../../../test/players.ts";
import {
  apply,
  type BlackjackAction,
  type BlackjackState,
  legalActions,
  publicView,
} from "../../lib/games/blackjack.ts";
import { isNatural } from "../../lib/games/blackjack-hand.ts";
import { arrangeBlackjack, coinsOf, gameEntriesOf, key, playerWith } from "./fixtures.ts";

let api: TestApi;
let document: OpenApiDocument;
beforeAll(async () => {
  api = await startTestApi();
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const dealHand = (p: TestPlayer, stake: number, requestKey = key()) =>
  api.request("POST", "/api/games/blackjack/deal", { token: p.token, body: { stake, requestKey } });
const act = (p: TestPlayer, roundId: number, seq: number, action: BlackjackAction, requestKey = key()) =>
  api.request("POST", "/api/games/blackjack/action", {
    token: p.token,
    body: { roundId, seq, action, requestKey },
  });
const playable = (s: BlackjackState) => s.phase === "player";

/** Plays the hand to its end (hit below 17, else stand), checking every answer against the engine. */
async function playOut(p: TestPlayer, roundId: number, start: BlackjackState) {
  let state = start;
  let res: Awaited<ReturnType<typeof act>> | undefined;
  while (state.phase !== "done") {
    const total = publicView(state).hands[state.active]!.total;
    const action: BlackjackAction =
      state.phase === "insurance" ? "noInsurance" : total < 17 ? "hit" : "stand";
    res = await act(p, roundId, state.actions.length, action);
    expect(res.status).toBe(200);
    expectDocumented(document, "post", "/api/games/blackjack/action", res);
    state = apply(state, action);
    expect(res.body.hand).toEqual(publicView(state));
    expect(res.body.seq).toBe(state.actions.length);
  }
  return { state, res: res! };
}

describe(`blackjack hands (${usingSqld ? "sqld" : "embedded"})`, () => {
  it("deals without showing the hole card or the deck, plays to the end and pays what the engine settles", async () => {
    const p = await playerWith(api, 1_000);
    const dealt = await arrangeBlackjack(api, p, 100, playable);
    const res = await dealHand(p, 100);
    expect(res.status).toBe(200);
    expectDocumented(document, "post", "/api/games/blackjack/deal", res);
    expect(res.body).toMatchObject({ status: "open", seq: 0, totalBet: 100, totalWin: null, balance: 900 });
    expect(res.body.hand).toEqual(publicView(dealt));
    expect(res.body.hand.dealer.cards).toHaveLength(1);
    expect(res.body.legalActions).toEqual(legalActions(dealt));
    expect(JSON.stringify(res.body)).not.toContain("deck");
    const current = await api.request("GET", "/api/games/blackjack/current", { token: p.token });
    expectDocumented(document, "get", "/api/games/blackjack/current", current);
    expect(current.body).toEqual(res.body);

    const { state, res: last } = await playOut(p, res.body.roundId, dealt);
    const paid = state.settlement!.totalPayout;
    expect(last.body).toMatchObject({
      status: "settled",
      totalBet: 100,
      totalWin: paid,
      balance: 900 + paid,
    });
    expect(last.body.hand.dealer.holeHidden).toBe(false);
    expect(await coinsOf(api, p.userId)).toBe(900 + paid);
    const entries = await gameEntriesOf(api, p.userId);
    expect(entries.map((e) => [e.idempotencyKey, e.delta])).toEqual(
      paid > 0
        ? [
            [`game:${res.body.roundId}:bet#0`, -100],
            [`game:${res.body.roundId}:win#0`, paid],
          ]
        : [[`game:${res.body.roundId}:bet#0`, -100]],
    );
    const after = await api.request("GET", "/api/games/blackjack/current", { token: p.token });
    expect([after.status, after.body]).toEqual([200, null]);
  });

  it("debits insurance and a split through the ledger at the engine's action cost", async () => {
    const p = await playerWith(api, 1_000);
    const dealt = await arrangeBlackjack(api, p, 100, (s) => {
      if (s.phase !== "insurance") return false;
      const insured = apply(s, "insurance");
      // The round must stay open after the split (split aces take one card each and settle it).
      return (
        insured.phase === "player" &&
        legalActions(insured).includes("split") &&
        apply(insured, "split").phase === "player"
      );
    });
    const { body } = await dealHand(p, 100);
    const insured = await act(p, body.roundId, 0, "insurance");
    expect(insured.body).toMatchObject({ totalBet: 150, balance: 850 });
    const split = await act(p, body.roundId, 1, "split");
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ totalBet: 250, balance: 750 });
    const { state, res } = await playOut(p, body.roundId, apply(apply(dealt, "insurance"), "split"));
    const settled = state.settlement!;
    expect(settled.totalStake).toBe(res.body.totalBet);
    expect(res.body.totalWin).toBe(settled.totalPayout);
    expect(await coinsOf(api, p.userId)).toBe(1_000 - settled.totalStake + settled.totalPayout);
    const keys = (await gameEntriesOf(api, p.userId)).map((e) => [e.idempotencyKey, e.delta]);
    expect(keys.slice(0, 3)).toEqual([
      [`game:${body.roundId}:bet#0`, -100],
      [`game:${body.roundId}:bet:1#0`, -50],
      [`game:${body.roundId}:bet:2#0`, -100],
    ]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("refuses a double the player cannot pay (400 INSUFFICIENT_BALANCE_ERROR) and leaves the hand as it was", async () => {
    const p = await playerWith(api, 100);
    await arrangeBlackjack(api, p, 100, (s) => playable(s) && legalActions(s).includes("double"));
    const { body } = await dealHand(p, 100);
    const refused = await act(p, body.roundId, 0, "double");
    expect([refused.status, refused.body.error.code]).toEqual([400, "INSUFFICIENT_BALANCE_ERROR"]);
    expectDocumented(document, "post", "/api/games/blackjack/action", refused);
    const current = await api.request("GET", "/api/games/blackjack/current", { token: p.token });
    expect(current.body).toMatchObject({ seq: 0, totalBet: 100, balance: 0 });
  });

  it("applies one of two parallel actions on one state; the other is 409 GAME_STATE_CHANGED", async () => {
    const p = await playerWith(api, 1_000);
    await arrangeBlackjack(api, p, 100, (s) => playable(s) && apply(s, "hit").phase === "player");
    const { body } = await dealHand(p, 100);
    // The same action twice (two keys), then two different actions, each pair on one seq.
    for (const [seq, pair] of [
      [0, ["hit", "hit"]],
      [1, ["hit", "stand"]],
    ] as const) {
      const answers = await Promise.all(pair.map((action) => act(p, body.roundId, seq, action)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409)!;
      expect(lost.body.error.code).toBe("GAME_STATE_CHANGED");
      expectDocumented(document, "post", "/api/games/blackjack/action", lost);
      expect(answers.find((a) => a.status === 200)!.body.seq).toBe(seq + 1);
    }
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("200 parallel doubles on one state: one applies and is charged once, the rest are 409", async () => {
    const p = await playerWith(api, 1_000);
    await arrangeBlackjack(api, p, 100, (s) => playable(s) && legalActions(s).includes("double"));
    const { body } = await dealHand(p, 100);
    const answers = await Promise.all(Array.from({ length: 200 }, () => act(p, body.roundId, 0, "double")));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200))
      expect([lost.status, lost.body.error.code]).toEqual([409, "GAME_STATE_CHANGED"]);
    const stakes = (await gameEntriesOf(api, p.userId)).filter((e) => e.delta < 0);
    expect(stakes.map((e) => e.delta)).toEqual([-100, -100]);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
    expect(await checkLeaderboardInvariant(api.db)).toEqual([]);
  }, 60_000);

  it("answers a retried action with the hand and applies nothing; refuses stale, illegal and foreign actions", async () => {
    const p = await playerWith(api, 1_000);
    const dealt = await arrangeBlackjack(
      api,
      p,
      100,
      // After the hit the hand must still be in play (a 21 stands by itself and ends the round).
      (s) =>
        playable(s) &&
        publicView(s).hands[0]!.total < 12 &&
        !legalActions(s).includes("split") &&
        apply(s, "hit").phase === "player",
    );
    const { body } = await dealHand(p, 100);
    const requestKey = key();
    const hit = await act(p, body.roundId, 0, "hit", requestKey);
    expect(hit.status).toBe(200);
    const retried = await act(p, body.roundId, 0, "hit", requestKey);
    expect(retried.body).toEqual(hit.body);
    expect(retried.body.hand).toEqual(publicView(apply(dealt, "hit")));
    const otherAction = await act(p, body.roundId, 0, "stand", requestKey);
    expect([otherAction.status, otherAction.body.error.code]).toEqual([409, "IDEMPOTENCY_KEY_REUSED"]);
    const stale = await act(p, body.roundId, 0, "stand");
    expect([stale.status, stale.body.error.code]).toEqual([409, "GAME_STATE_CHANGED"]);
    const illegal = await act(p, body.roundId, 1, "split");
    expect([illegal.status, illegal.body.error.code]).toEqual([400, "GAME_ACTION_NOT_ALLOWED"]);
    expectDocumented(document, "post", "/api/games/blackjack/action", illegal);
    const other = await playerWith(api, 0);
    const foreign = await act(other, body.roundId, 1, "stand");
    expect([foreign.status, foreign.body.error.code]).toEqual([404, "GAME_ROUND_NOT_FOUND"]);
    expectDocumented(document, "post", "/api/games/blackjack/action", foreign);
    expect(await coinsOf(api, p.userId)).toBe(900);
  });

  it("keeps one open hand per player: a second deal is 409 BLACKJACK_HAND_OPEN, a retried deal answers the hand", async () => {
    const p = await playerWith(api, 10_000);
    await arrangeBlackjack(api, p, 100, playable);
    const requestKey = key();
    const deals = await Promise.all(
      Array.from({ length: 8 }, (_, i) => dealHand(p, 100, i === 0 ? requestKey : key())),
    );
    expect(deals.filter((d) => d.status === 200)).toHaveLength(1);
    for (const refused of deals.filter((d) => d.status !== 200)) {
      expect([refused.status, refused.body.error.code]).toEqual([409, "BLACKJACK_HAND_OPEN"]);
      expectDocumented(document, "post", "/api/games/blackjack/deal", refused);
    }
    const open = deals.find((d) => d.status === 200)!.body;
    expect(await coinsOf(api, p.userId)).toBe(9_900);
    if (deals[0]!.status === 200) expect((await dealHand(p, 100, requestKey)).body).toEqual(open);
  });

  it("keeps the seed of an open hand secret: a rotation is refused (409) until the hand settles", async () => {
    const p = await playerWith(api, 1_000);
    const dealt = await arrangeBlackjack(api, p, 100, playable);
    const { body } = await dealHand(p, 100);
    const refused = await api.request("POST", "/api/fairness/rotate", { token: p.token });
    expect([refused.status, refused.body.error.code]).toEqual([409, "SEED_IN_USE"]);
    expectDocumented(document, "post", "/api/fairness/rotate", refused);
    await playOut(p, body.roundId, dealt);
    const rotated = await api.request("POST", "/api/fairness/rotate", { token: p.token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.previous.serverSeedHash).toBe(body.serverSeedHash);
  });

  it("settles a natural at once: the deal answers the paid hand", async () => {
    const p = await playerWith(api, 1_000);
    const dealt = await arrangeBlackjack(
      api,
      p,
      100,
      (s) => s.phase === "done" && isNatural(s.hands[0]!.cards),
    );
    const res = await dealHand(p, 100);
    expect(res.body).toMatchObject({
      status: "settled",
      legalActions: [],
      totalWin: dealt.settlement!.totalPayout,
      balance: 900 + dealt.settlement!.totalPayout,
    });
    expect(res.body.hand).toEqual(publicView(dealt));
  });
});
