import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { floatStream } from "../fairness/float-stream.ts";
import { nativeHmacSha256 } from "../fairness/native-hmac.ts";
import {
  actionCost,
  apply,
  BLACKJACK_FLOATS,
  type BlackjackAction,
  type BlackjackState,
  deal,
  legalActions,
  publicView,
  replay,
} from "./blackjack.ts";
import { handTotal } from "./blackjack-hand.ts";
import { cardIndex, cardOf, floatForCard, type Rank } from "./cards.ts";
import { GameRuleError } from "./common.ts";

/** Floats dealing these ranks in order (player, player, dealer up, dealer hole, then draws), padded. */
const shoe = (...ranks: Rank[]): number[] => {
  const floats = ranks.map((r, i) => floatForCard(cardIndex(r, (["♦", "♥", "♠", "♣"] as const)[i % 4])));
  while (floats.length < BLACKJACK_FLOATS) floats.push(floatForCard(cardIndex("4", "♣")));
  return floats;
};
const ranks = (cards: number[]) => cards.map((c) => cardOf(c).rank);
const run = (stake: number, deck: Rank[], ...actions: BlackjackAction[]) =>
  replay(stake, shoe(...deck), actions);
const expectIllegal = (state: BlackjackState, action: BlackjackAction) => {
  expect(() => apply(state, action)).toThrow(GameRuleError);
  try {
    apply(state, action);
  } catch (error) {
    expect((error as GameRuleError).code).toBe("ILLEGAL_ACTION");
  }
};

describe("blackjack deal and naturals", () => {
  it("deals player, player, dealer up, dealer hole from floats 0–3", () => {
    const s = deal(10, shoe("5", "9", "7", "Q"));
    expect(ranks(s.hands[0]!.cards)).toEqual(["5", "9"]);
    expect(ranks(s.dealer)).toEqual(["7", "Q"]);
    expect(s.phase).toBe("player");
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
  });

  it("pushes equal totals, returning the stake", () => {
    const s = run(10, ["10", "8", "9", "9"], "stand");
    expect(s.settlement).toMatchObject({ dealerTotal: 18, totalStake: 10, totalPayout: 10, net: 0 });
    expect(s.settlement!.hands[0]).toMatchObject({ outcome: "push", total: 18, payout: 10 });
  });

  it("pays a player blackjack 3:2 at once, rounded down, without dealer draws", () => {
    const s = deal(10, shoe("A", "K", "9", "6", "5"));
    expect(s.phase).toBe("done");
    expect(s.drawn).toBe(4);
    expect(s.settlement!.hands[0]).toMatchObject({ outcome: "blackjack", payout: 25 });
    expect(deal(3, shoe("K", "A", "9", "6")).settlement!.totalPayout).toBe(7); // 3 + floor(4.5)
    expect(legalActions(s)).toEqual([]);
    expectIllegal(s, "hit");
  });

  it("peeks under a ten: a dealer blackjack ends the round before any action", () => {
    const s = deal(10, shoe("10", "9", "K", "A"));
    expect(s.phase).toBe("done");
    expect(s.settlement).toMatchObject({ dealerBlackjack: true, totalStake: 10, totalPayout: 0 });
    expect(s.settlement!.hands[0]!.outcome).toBe("lose");
    const both = deal(10, shoe("A", "Q", "J", "A"));
    expect(both.settlement!.hands[0]).toMatchObject({ outcome: "push", payout: 10 });
  });

  it("plays on after an unsuccessful peek", () => {
    const s = deal(10, shoe("10", "9", "K", "9"));
    expect(s.phase).toBe("player");
    expect(publicView(s).dealer.cards.map((c) => c.rank)).toEqual(["K"]);
  });
});

describe("blackjack insurance", () => {
  it("offers insurance (half the stake) when the dealer shows an ace; nothing else is legal", () => {
    const s = deal(10, shoe("10", "9", "A", "K"));
    expect(s.phase).toBe("insurance");
    expect(legalActions(s)).toEqual(["insurance", "noInsurance"]);
    expect(actionCost(s, "insurance")).toBe(5);
    expect(actionCost(s, "noInsurance")).toBe(0);
    expectIllegal(s, "hit");
    expectIllegal(s, "stand");
  });

  it("pays insurance 2:1 when the peek finds a blackjack", () => {
    const taken = apply(deal(10, shoe("10", "9", "A", "K")), "insurance");
    expect(taken.phase).toBe("done");
    expect(taken.settlement).toMatchObject({
      dealerBlackjack: true,
      insurance: { stake: 5, payout: 15 },
      totalStake: 15,
      totalPayout: 15,
      net: 0,
    });
    const declined = apply(deal(10, shoe("10", "9", "A", "K")), "noInsurance");
    expect(declined.settlement).toMatchObject({ insurance: null, totalStake: 10, totalPayout: 0, net: -10 });
  });

  it("loses insurance when the dealer has no blackjack, and play goes on", () => {
    const s = apply(deal(10, shoe("10", "8", "A", "6", "3")), "insurance");
    expect(s.phase).toBe("player");
    expect(s.insurance).toBe(5);
    const done = apply(s, "stand");
    // Dealer A,6 is a soft 17: stands. 18 beats 17.
    expect(done.settlement).toMatchObject({
      dealerTotal: 17,
      insurance: { stake: 5, payout: 0 },
      totalStake: 15,
      totalPayout: 20,
      net: 5,
    });
    expect(done.drawn).toBe(4);
  });

  it("insures a player blackjack (even money) and pays 3:2 when the dealer has none", () => {
    const declined = apply(deal(10, shoe("A", "K", "A", "9")), "noInsurance");
    expect(declined.settlement!.hands[0]).toMatchObject({ outcome: "blackjack", payout: 25 });
    const taken = apply(deal(10, shoe("A", "K", "A", "K")), "insurance");
    expect(taken.settlement).toMatchObject({ totalStake: 15, totalPayout: 25 }); // push 10 + insurance 15
  });

  it("does not offer insurance on a 1-coin stake (half rounds to 0)", () => {
    const s = deal(1, shoe("10", "9", "A", "K"));
    expect(s.phase).toBe("done");
    expect(s.settlement!.insurance).toBeNull();
  });
});

describe("blackjack player actions", () => {
  it("busts: the hand loses and the dealer does not draw", () => {
    const s = run(10, ["10", "6", "9", "7", "K", "5"], "hit");
    expect(s.settlement!.hands[0]).toMatchObject({ outcome: "bust", total: 26, payout: 0 });
    expect(s.drawn).toBe(5);
    expect(ranks(s.dealer)).toEqual(["9", "7"]);
  });

  it("doubles: one card, twice the stake, the dealer busts", () => {
    const s0 = deal(10, shoe("5", "6", "9", "7", "10", "K"));
    expect(actionCost(s0, "double")).toBe(10);
    const s = apply(s0, "double");
    expect(s.hands[0]).toMatchObject({ stake: 20, doubled: true });
    expect(ranks(s.dealer)).toEqual(["9", "7", "K"]);
    expect(s.settlement).toMatchObject({ totalStake: 20, totalPayout: 40, net: 20 });
    expectIllegal(run(10, ["5", "2", "9", "7", "3"], "hit"), "double");
  });

  it("stands on 21 by itself", () => {
    const s = run(10, ["5", "6", "9", "8", "K"], "hit");
    expect(s.phase).toBe("done");
    expect(s.settlement!.hands[0]).toMatchObject({ total: 21, outcome: "win", payout: 20 });
  });

  it("dealer stands on soft 17, draws on soft 16 and hard 16", () => {
    const soft17 = run(10, ["10", "7", "6", "A", "5"], "stand");
    expect(ranks(soft17.dealer)).toEqual(["6", "A"]);
    expect(soft17.settlement!.hands[0]!.outcome).toBe("push");
    const soft16 = run(10, ["10", "7", "5", "A", "A"], "stand");
    expect(ranks(soft16.dealer)).toEqual(["5", "A", "A"]);
    expect(soft16.settlement).toMatchObject({ dealerTotal: 17 });
    const hard16 = run(10, ["10", "8", "10", "6", "A", "K"], "stand");
    expect(ranks(hard16.dealer)).toEqual(["10", "6", "A"]);
    expect(hard16.settlement!.hands[0]!.outcome).toBe("win");
    const multi = run(10, ["10", "8", "5", "A", "9", "2", "K"], "stand"); // A counts 1 after the 9
    expect(handTotal(multi.dealer)).toEqual({ total: 17, soft: false });
    expect(ranks(multi.dealer)).toEqual(["5", "A", "9", "2"]);
  });

  it("refuses illegal and unknown actions and leaves the state untouched", () => {
    const s = deal(10, shoe("9", "8", "7", "10"));
    const before = JSON.stringify(s);
    expectIllegal(s, "split");
    expectIllegal(s, "insurance");
    expectIllegal(s, "noInsurance");
    expectIllegal(s, "surrender" as BlackjackAction);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => actionCost(s, "split")).toThrow(GameRuleError);
    expect(() => apply({ ...s, version: 2 } as unknown as BlackjackState, "hit")).toThrow(GameRuleError);
    expect(() => deal(10, shoe().slice(0, 52))).toThrow(GameRuleError);
    expect(() => deal(0, shoe())).toThrow(GameRuleError);
    expect(() => deal(2.5, shoe())).toThrow(GameRuleError);
  });
});

describe("blackjack splits", () => {
  it("splits aces once: one card each, 21 is not a blackjack", () => {
    const s0 = deal(10, shoe("A", "A", "9", "8", "K", "5"));
    expect(legalActions(s0)).toEqual(["hit", "stand", "double", "split"]);
    expect(actionCost(s0, "split")).toBe(10);
    const s = apply(s0, "split");
    expect(s.phase).toBe("done");
    expect(s.hands.map((h) => ranks(h.cards))).toEqual([
      ["A", "K"],
      ["A", "5"],
    ]);
    expect(s.settlement!.hands.map((h) => [h.outcome, h.payout])).toEqual([
      ["win", 20],
      ["lose", 0],
    ]);
    expect(s.settlement).toMatchObject({ totalStake: 20, totalPayout: 20, dealerTotal: 17 });
  });

  it("does not re-split aces", () => {
    const s = run(10, ["A", "A", "9", "8", "A", "A"], "split");
    expect(s.hands).toHaveLength(2);
    expect(s.hands.map((h) => handTotal(h.cards).total)).toEqual([12, 12]);
    expect(s.phase).toBe("done");
  });

  it("re-splits to 4 hands, then no further split; each hand is played in turn", () => {
    let s = deal(10, shoe("8", "8", "10", "7", "8", "8", "3", "K", "2", "9", "5"));
    s = apply(s, "split"); // hand 0: 8 + 8
    expect(ranks(s.hands[0]!.cards)).toEqual(["8", "8"]);
    expect(legalActions(s)).toContain("split");
    s = apply(s, "split"); // hand 0: 8 + 8 again
    s = apply(s, "split"); // hand 0: 8 + 3, four hands now
    expect(s.hands).toHaveLength(4);
    expect(ranks(s.hands[0]!.cards)).toEqual(["8", "3"]);
    expect(legalActions(s)).toEqual(["hit", "stand", "double"]);
    s = apply(s, "double"); // 8,3 + K = 21
    expect(s.active).toBe(1);
    expect(ranks(s.hands[1]!.cards)).toEqual(["8", "2"]);
    s = apply(s, "stand");
    s = apply(s, "stand"); // hand 2: 8,9
    s = apply(s, "stand"); // hand 3: 8,5
    expect(s.phase).toBe("done");
    expect(s.hands.map((h) => ranks(h.cards))).toEqual([
      ["8", "3", "K"],
      ["8", "2"],
      ["8", "9"],
      ["8", "5"],
    ]);
    // Dealer 10,7 stands on 17: 21 wins doubled, 10 loses, 17 pushes, 13 loses.
    expect(s.settlement!.hands.map((h) => [h.outcome, h.stake, h.payout])).toEqual([
      ["win", 20, 40],
      ["lose", 10, 0],
      ["push", 10, 10],
      ["lose", 10, 0],
    ]);
    expect(s.settlement).toMatchObject({ totalStake: 50, totalPayout: 50, net: 0 });
  });

  it("splits only equal ranks, and 21 after a split pays 1:1", () => {
    expect(legalActions(deal(10, shoe("K", "Q", "9", "8")))).not.toContain("split");
    const s = run(10, ["K", "K", "9", "8", "A", "9"], "split", "stand");
    expect(s.settlement!.hands.map((h) => [h.outcome, h.total, h.payout])).toEqual([
      ["win", 21, 20],
      ["win", 19, 20],
    ]);
  });

  it("plays the dealer if any split hand is still standing", () => {
    const s = run(10, ["8", "8", "10", "6", "K", "K", "K", "K"], "split", "hit", "stand");
    // Hand 0: 8,K hits a K and busts; hand 1: 8,K stands on 18; the dealer's 16 draws a K and busts.
    expect(s.settlement!.hands.map((h) => h.outcome)).toEqual(["bust", "win"]);
    expect(ranks(s.dealer)).toEqual(["10", "6", "K"]);
    const allBust = run(10, ["8", "8", "10", "6", "K", "K", "K", "K"], "split", "hit", "hit");
    expect(allBust.settlement!.hands.map((h) => h.outcome)).toEqual(["bust", "bust"]);
    expect(ranks(allBust.dealer)).toEqual(["10", "6"]);
  });
});

describe("blackjack state", () => {
  it("round-trips through JSON and replays to the same result", () => {
    const actions: BlackjackAction[] = ["split", "hit", "stand", "double"];
    const floats = shoe("7", "7", "10", "8", "3", "2", "K", "4", "6");
    let s = deal(25, floats);
    for (const action of actions) s = apply(JSON.parse(JSON.stringify(s)), action);
    expect(s).toEqual(replay(25, floats, actions));
    expect(s.actions).toEqual(actions);
    const view = publicView(s);
    expect(view).not.toHaveProperty("deck");
    expect(view.dealer.holeHidden).toBe(false);
    expect(view.sequence).toBe(4);
  });

  it("hides the deck and hole card from players while the round runs", () => {
    const s = deal(10, shoe("9", "7", "10", "8"));
    const view = publicView(s);
    expect(JSON.stringify(view)).not.toContain('"deck"');
    expect(view.dealer).toMatchObject({ holeHidden: true, total: 10 });
    expect(view.dealer.cards).toHaveLength(1);
    expect(view.legalActions).toEqual(["hit", "stand", "double"]);
  });

  it("takes cards from the standard float stream: card k = floor(floats[k] × 52)", () => {
    const seeds = { serverSeed: "c".repeat(64), clientSeed: "blackjack", nonce: 9 };
    const floats = floatStream(seeds, BLACKJACK_FLOATS, nativeHmacSha256);
    const bytes = createHmac("sha256", seeds.serverSeed).update("blackjack:9:0").digest();
    const card = (k: number) => Math.floor((bytes.readUInt32BE(k * 4) / 2 ** 32) * 52);
    const s = deal(10, floats);
    expect(s.hands[0]!.cards.slice(0, 2)).toEqual([card(0), card(1)]);
    expect(s.dealer.slice(0, 2)).toEqual([card(2), card(3)]);
  });

  it("keeps its books over 3,000 random rounds: costs add up, cards never run out", () => {
    let rounds = 0;
    for (let nonce = 0; nonce < 3000; nonce++) {
      const floats = floatStream(
        { serverSeed: "d".repeat(64), clientSeed: "fuzz", nonce },
        BLACKJACK_FLOATS,
        nativeHmacSha256,
      );
      let s = deal(100, floats);
      let wagered = 100;
      const taken: BlackjackAction[] = [];
      for (let step = 0; s.phase !== "done"; step++) {
        const legal = legalActions(s);
        const action = legal[(nonce * 7 + step * 3) % legal.length]!;
        wagered += actionCost(s, action);
        taken.push(action);
        s = apply(s, action);
      }
      expect(s.settlement!.totalStake).toBe(wagered);
      expect(s.settlement!.totalPayout).toBe(
        s.settlement!.hands.reduce((sum, h) => sum + h.payout, 0) + (s.settlement!.insurance?.payout ?? 0),
      );
      expect(s.drawn).toBeLessThanOrEqual(BLACKJACK_FLOATS);
      expect(s.hands.length).toBeLessThanOrEqual(4);
      expect(replay(100, floats, taken)).toEqual(s);
      rounds++;
    }
    expect(rounds).toBe(3000);
  });
});
