import { describe, expect, it } from "vitest";
import { GAME_CARDS } from "../../lib/constants.ts";
import { GAME_CARD_BLURBS } from "./constants.ts";
import { dashboardMessages } from "./messages.ts";

describe("the home's game cards", () => {
  it("say what each game is, in words of the dashboard's catalogue", () => {
    const english = GAME_CARDS.map((card) =>
      dashboardMessages.english._(GAME_CARD_BLURBS[card.slug] ?? card.slug),
    );
    expect(english).toEqual([
      "Ride the golden multiplier and cash out before the chain snaps.",
      "Back the Player, the Banker or a Tie in the classic race to nine.",
      "A PvP fireworks showdown: launch, climb and bank before the sky goes dark.",
      "Beat the dealer to 21 without going bust.",
      "Call your numbers and colours on the single-zero wheel.",
    ]);
  });
});
