import { TAB_ROUTES } from "@jadeverse/web/routes";
import { describe, expect, it } from "vitest";
import { referralCodeFromStartParam } from "../../../api/src/lib/accounts/telegram-player.ts";
import { claimDeepLink, DEEP_LINK_PAGES, deepLinkPage, deepLinkPlan } from "./deep-link.ts";

const tabs = new Set(TAB_ROUTES.map((route) => route.path));

describe("start_param deep links", () => {
  it("opens each named page: tabs at depth 0, other pages above the dashboard", () => {
    expect(Object.fromEntries(DEEP_LINK_PAGES.map((page) => [page, deepLinkPlan(page, tabs)]))).toEqual({
      wheel: { path: "/dashboard/wheel" },
      store: { path: "/dashboard/store" },
      leaderboard: { path: "/dashboard/leaderboard" },
      "buy-gems": { path: "/dashboard/buy-gems", above: "/dashboard" },
      inventory: { path: "/dashboard/inventory" },
      settings: { path: "/dashboard/settings", above: "/dashboard" },
      vesting: { path: "/dashboard/vesting", above: "/dashboard" },
      staking: { path: "/dashboard/staking", above: "/dashboard" },
      games: { path: "/dashboard/games" },
    });
  });

  it("takes anything else for a referral code (no page), and ignores case of page names", () => {
    expect(deepLinkPage("WHEEL")).toBe("wheel");
    expect(deepLinkPage(" Vesting ")).toBe("vesting");
    for (const other of [
      undefined,
      "",
      "ref_JVABCD2345",
      "JVABCD2345",
      "VESTING2",
      "items",
      "wheel2",
      "play",
    ])
      expect(deepLinkPlan(other, tabs)).toBeUndefined();
  });

  it("never takes a page name for a referral code (the API reads the same list)", () => {
    for (const page of DEEP_LINK_PAGES) expect(referralCodeFromStartParam(page)).toBeUndefined();
    expect(referralCodeFromStartParam("ref_jvabcd2345")).toBe("JVABCD2345");
  });

  it("is applied once per launch: not after a reload, again on the next launch", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    const launch = "user=%7B%7D&auth_date=1&hash=aaa";
    expect(claimDeepLink(launch, storage)).toBe(true);
    expect(claimDeepLink(launch, storage)).toBe(false);
    expect(claimDeepLink("user=%7B%7D&auth_date=2&hash=bbb", storage)).toBe(true);
    // Without storage each page load counts as its own launch.
    expect(claimDeepLink(launch, undefined)).toBe(true);
  });
});
