import { describe, expect, it } from "vitest";
import { type GamesTranslate, gamesMessages } from "../messages.ts";
import {
  addToBox,
  boxesTotal,
  coupAnnouncement,
  EMPTY_BOXES,
  requestBoxes,
  revealOrder,
  shownCount,
} from "./baccarat-rules.ts";

/** The games' English, as a player reading English sees it. */
const t: GamesTranslate = (id, values) => gamesMessages.english._(id, values);

describe("baccarat boxes", () => {
  it("stacks chips in a box up to the table's max bet", () => {
    let boxes = addToBox(EMPTY_BOXES, "banker", 100, 250);
    boxes = addToBox(boxes, "banker", 100, 250);
    boxes = addToBox(boxes, "banker", 100, 250);
    expect(boxes.banker).toBe(250);
    expect(addToBox(boxes, "banker", 10, 250)).toBe(boxes);
    boxes = addToBox(boxes, "tie", 10, 250);
    expect(boxesTotal(boxes)).toBe(260);
    expect(requestBoxes(boxes)).toEqual({ tie: 10, banker: 250 });
    expect(requestBoxes(EMPTY_BOXES)).toEqual({});
  });
});

describe("the reveal", () => {
  it("turns cards player, banker, player, banker, then the third cards", () => {
    expect(revealOrder(2, 2)).toEqual([
      { side: "player", index: 0 },
      { side: "banker", index: 0 },
      { side: "player", index: 1 },
      { side: "banker", index: 1 },
    ]);
    expect(revealOrder(3, 2).at(-1)).toEqual({ side: "player", index: 2 });
    expect(revealOrder(2, 3).at(-1)).toEqual({ side: "banker", index: 2 });
    const order = revealOrder(3, 3);
    expect(order).toHaveLength(6);
    expect(shownCount(order, 3, "player")).toBe(2);
    expect(shownCount(order, 3, "banker")).toBe(1);
    expect(shownCount(order, 6, "banker")).toBe(3);
  });

  it("announces the coup, the winner's total first", () => {
    expect(coupAnnouncement(t, "banker", 5, 7, 195)).toBe("Banker wins, 7 to 5. You get 195 coins.");
    expect(coupAnnouncement(t, "player", 9, 2, 0)).toBe("Player wins, 9 to 2. No win.");
    expect(coupAnnouncement(t, "tie", 6, 6, 900)).toBe("Tie at 6. You get 900 coins.");
  });
});
