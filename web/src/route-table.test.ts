import { describe, expect, it } from "vitest";
import { INVENTORY_PATH } from "./features/inventory/constants.ts";
import { ROUTES } from "./lib/constants.ts";
import { PAGE_ROUTES, TAB_ROUTES } from "./route-table.tsx";
import { type UiMessage, uiMessages } from "./ui/messages.ts";

describe("the route table", () => {
  it("lists every path of the spec's table once, with unique ids", () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(PAGE_ROUTES.map((route) => route.id)).size).toBe(PAGE_ROUTES.length);
    for (const path of [ROUTES.home, ROUTES.dashboard, ROUTES.play, ROUTES.token, ROUTES.paymentSuccess])
      expect(paths).toContain(path);
    for (const page of ROUTES.dashboardPages) expect(paths).toContain(`${ROUTES.dashboard}/${page}`);
  });

  it("orders the Mini App's tabs Home, Games, Store, Wheel, Items, Leaderboard, all player pages", () => {
    const english = (id: UiMessage | undefined) => (id ? uiMessages.english._(id) : undefined);
    expect(TAB_ROUTES.map((route) => english(route.tab?.label))).toEqual([
      "Home",
      "Games",
      "Store",
      "Wheel",
      "Items",
      "Leaderboard",
    ]);
    expect(TAB_ROUTES.find((route) => route.tab?.label === "tabItems")?.path).toBe(INVENTORY_PATH);
    expect(TAB_ROUTES.every((route) => route.access === "protected" && !route.webOnly)).toBe(true);
  });

  it("titles each page with a message of the ui catalogue, in English as the pages were always titled", () => {
    const titles = Object.fromEntries(
      PAGE_ROUTES.map((route) => [route.id, route.title && uiMessages.english._(route.title)]),
    );
    expect(titles).toMatchObject({
      home: null,
      token: "Token",
      terms: "Terms and conditions",
      "reset-password": "Reset password",
      "reward-claim": "Reward claim",
      "queue-dashboard": "Queue",
      dashboard: "Dashboard",
      "dashboard-games": "Games",
      "dashboard-buy-gems": "Buy gems",
      "dashboard-leaderboard": "Leaderboard",
      "dashboard-items-itemId": "Item",
      "dashboard-wheel-verify": "Verify spin",
      hub88: "Casino",
      "payment-success": "Payment successful",
      "payment-failed": "Payment failed",
      play: "Play",
    });
  });

  it("keeps the landing and the account pages out of the Mini App and guards the game", () => {
    const byId = new Map(PAGE_ROUTES.map((route) => [route.id, route]));
    expect(byId.get("home")?.webOnly).toBe(true);
    expect(byId.get("reset-password")?.webOnly).toBe(true);
    expect(byId.get("play")?.access).toBe("play");
    expect(PAGE_ROUTES.filter((route) => route.webFirstLoad).every((route) => route.webOnly)).toBe(true);
  });

  it("opens the inventory for /dashboard/items rather than a page not open yet", async () => {
    const items = PAGE_ROUTES.find((route) => route.path === `${ROUTES.dashboard}/items`);
    const { Component } = (await items?.lazy()) ?? {};
    expect(Component?.name).toBe("ItemsRedirect");
  });
});
