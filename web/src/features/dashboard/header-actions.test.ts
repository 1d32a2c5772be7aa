import { describe, expect, it } from "vitest";
import { HEADER_ACTIONS } from "./header-actions.ts";
import { type DashboardMessage, dashboardMessages } from "./messages.ts";

const english = (id: DashboardMessage) => dashboardMessages.english._(id);

describe("the dashboard header's words", () => {
  it("name the actions, the tutorial's reset, the overflow menu and the beta notice as they always read", () => {
    expect(Object.values(HEADER_ACTIONS).map((action) => english(action.label))).toEqual([
      "Search",
      "Favourites",
      "Logout",
    ]);
    expect(english("resetTutorial")).toBe("Reset tutorial");
    expect(english("more")).toBe("More");
    expect(english("betaBanner")).toBe("This is a beta version - some things may not work as expected.");
  });
});
