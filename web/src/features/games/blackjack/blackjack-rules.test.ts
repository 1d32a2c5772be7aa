import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages } from "../messages.ts";
import {
  actionCost,
  actionName,
  handLabel,
  orderedActions,
  resumes,
  type TableView,
  tableAnnouncement,
  totalText,
} from "./blackjack-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

const hand = (total: number, stake = 100, soft = false) => ({ stake, total, soft, cards: [{}, {}] });
const view = (over: Partial<TableView> = {}): TableView => ({
  stake: 100,
  phase: "player",
  active: 0,
  hands: [hand(15)],
  dealer: { total: 10, holeHidden: true, cards: [{}] },
  legalActions: ["stand", "double", "hit"],
  settlement: null,
  ...over,
});

describe("blackjack actions", () => {
  it("shows the legal actions in table order", () => {
    expect(orderedActions(["stand", "split", "hit", "double"])).toEqual(["hit", "stand", "double", "split"]);
    expect(orderedActions(["noInsurance", "insurance"])).toEqual(["insurance", "noInsurance"]);
  });

  it("prices a double at the hand's stake, a split at the opening stake, insurance at half", () => {
    const split = view({ hands: [hand(12, 200), hand(8, 100)], active: 0, stake: 100 });
    expect(actionCost(split, "double")).toBe(200);
    expect(actionCost(split, "split")).toBe(100);
    expect(actionCost(view({ stake: 25 }), "insurance")).toBe(12);
    expect(actionCost(view(), "hit")).toBe(0);
    expect(actionName(t, view(), "double")).toBe("Double (100 coins)");
    expect(actionName(t, view(), "stand")).toBe("Stand");
    expect(actionName(t, view(), "noInsurance")).toBe("No insurance");
  });
});

describe("blackjack words", () => {
  it("names totals and hands", () => {
    expect(totalText(t, 17, true)).toBe("soft 17");
    expect(totalText(t, 24)).toBe("bust 24");
    expect(handLabel(t, 0, 1)).toBe("Your hand");
    expect(handLabel(t, 1, 3)).toBe("Hand 2 of 3");
  });

  it("announces the table in play", () => {
    expect(tableAnnouncement(t, view())).toBe("You have 15. Dealer shows 10.");
    expect(tableAnnouncement(t, view({ hands: [hand(13), hand(18, 100, true)], active: 1 }))).toBe(
      "Hand 2 of 2: soft 18. Dealer shows 10.",
    );
    expect(
      tableAnnouncement(
        t,
        view({ phase: "insurance", dealer: { total: 11, holeHidden: true, cards: [{}] } }),
      ),
    ).toBe("Dealer shows 11, an ace. Insurance?");
  });

  it("announces the settlement", () => {
    const settled = view({
      phase: "done",
      legalActions: [],
      hands: [hand(20), hand(23)],
      settlement: {
        dealerTotal: 19,
        totalStake: 200,
        totalPayout: 200,
        hands: [
          { outcome: "win", payout: 200, total: 20 },
          { outcome: "bust", payout: 0, total: 23 },
        ],
      },
    });
    expect(tableAnnouncement(t, settled)).toBe("Dealer has 19. Hand 1 win, hand 2 bust. You get 200 coins.");
  });
});

describe("resuming a hand", () => {
  const hand = (roundId: number, seq: number, status: "open" | "settled") => ({ roundId, seq, status });

  it("takes the server's open hand when nothing newer is on screen", () => {
    expect(resumes(hand(4, 0, "open"), null)).toBe(true);
    expect(resumes(hand(5, 0, "open"), hand(4, 2, "settled"))).toBe(true);
    expect(resumes(hand(4, 3, "open"), hand(4, 2, "open"))).toBe(true);
  });

  it("keeps the hand on screen when it is as far on, or another open one", () => {
    expect(resumes(hand(4, 2, "open"), hand(4, 2, "open"))).toBe(false);
    expect(resumes(hand(4, 1, "open"), hand(4, 2, "open"))).toBe(false);
    expect(resumes(hand(5, 0, "open"), hand(4, 1, "open"))).toBe(false);
  });
});
