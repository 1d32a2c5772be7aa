import { expect, type Page, test } from "@playwright/test";
import { groupWithSpaces } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { api } from "./lib/settings.ts";
import { openMiniApp, telegramCalls } from "./lib/telegram.ts";
import { expectCooldownEnds, spinOnce } from "./lib/wheel.ts";

// The Wheel of Fortune (docs/product/economy.md §2, §5) against the real API: a spin lands, shows its outcome,
// cools down, and joins the history. Outcomes are provably fair, so the test reads which one the
// server drew from the spin's answer and checks the screen for that one.
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function signIn(page: Page) {
  await page.goto("/?demoId=jade-beta");
  // A demo log-in makes a private copy of the persona: allow for a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

/**
 * The spin-pack cards (docs/product/economy.md §2): Light 10, Gold 50, Emerald 100 gems, each saying its spins at the
 * wheel's price; "Buy Spin Pack" opens the purchase page at its packs (`base`: "" or "/tg-app").
 */
async function expectSpinPacks(page: Page, baseCost: number, base: string) {
  const packs = page.getByTestId("spin-pack");
  await expect(packs).toHaveCount(3);
  for (const [index, [name, gems]] of (
    [
      ["Light Pack", 10],
      ["Gold Pack", 50],
      ["Emerald Pack", 100],
    ] as const
  ).entries()) {
    const spins = Math.floor(gems / baseCost);
    await expect(packs.nth(index)).toContainText(name);
    await expect(packs.nth(index)).toContainText(`${spins} ${spins === 1 ? "spin" : "spins"}`);
  }
  await page.getByRole("link", { name: "Buy Spin Pack: Gold Pack" }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/dashboard/buy-gems#purchase$`));
  // The web's card and crypto packs, or inside Telegram its Stars packs.
  await expect(
    page.getByRole("heading", { name: base ? "Buy gems with Telegram Stars" : "Purchase", exact: true }),
  ).toBeVisible();
}

/** Both vaults are placeholders (docs/product/economy.md §2): each opens its Coming Soon screen, which closes again. */
async function expectVaultsComingSoon(page: Page) {
  for (const name of ["Gem Vault", "Prize Vault"]) {
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    const screen = page.getByRole("dialog", { name: `${name}: Coming Soon` });
    await expect(
      screen.getByText(
        "We're working hard to bring you an amazing vault experience. Stay tuned for updates!",
      ),
    ).toBeVisible();
    await screen.getByRole("button", { name: "Close" }).click();
    await expect(screen).toHaveCount(0);
  }
}

async function openWheel(page: Page) {
  await signIn(page);
  await page.goto("/dashboard/wheel");
  await expect(page.getByRole("heading", { name: "Wheel of Fortune" })).toBeVisible();
}

for (const [label, viewport] of [
  ["1440", DESKTOP],
  ["390", MOBILE],
] as const) {
  test(`web ${label} px: a spin shows its outcome, cools down 4 s and joins the history`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openWheel(page);
    const config = (await (await page.request.get("/api/wheel/config")).json()) as { baseCost: number };
    const gems = ((await (await page.request.get("/api/users/me")).json()) as { gemsAmount: number })
      .gemsAmount;
    await expect(page.getByText(`${config.baseCost} Spin = ${config.baseCost} Gem`)).toBeVisible();
    // Spins left with the app's thousands separator (docs/product/economy.md §9).
    await expect(page.getByTestId("spins-left")).toHaveText(
      groupWithSpaces(Math.floor(gems / config.baseCost)),
    );
    await expect(page.getByText("No spins yet. Start spinning to see your history!")).toBeVisible();
    await expect(page.getByTestId("wheel-rotor").locator("[data-position]")).toHaveCount(12);
    await expect(page.getByTestId("epic-wins").getByRole("listitem").first()).toBeVisible();
    await page.screenshot({ path: shot(`wheel-${label}-idle`) });
    await expectVaultsComingSoon(page);

    await spinOnce(page, `wheel-${label}`);
    await expectCooldownEnds(page);
    await expect(page.getByTestId("spins-left")).toHaveText(
      groupWithSpaces(Math.floor((gems - config.baseCost) / config.baseCost)),
    );
    await expect(page.getByTestId("spin-history-entry")).toHaveCount(1);
    await page.screenshot({ path: shot(`wheel-${label}-after`) });
    await expectSpinPacks(page, config.baseCost, "");
  });
}

test("web: a spin with a chosen client seed, then rotate and verify it in the browser", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openWheel(page);
  const hash = await page.getByTestId("server-seed-hash").textContent();
  await page.getByLabel("New client seed").fill("my lucky seed #7");
  await page.getByRole("button", { name: "Set", exact: true }).click();
  await expect(page.getByTestId("client-seed")).toHaveText("my lucky seed #7");
  await expect(page.getByTestId("next-nonce")).toHaveText("0");

  const spin = await spinOnce(page, "wheel-verify");
  expect(spin.nonce).toBe(0);
  await expect(page.getByTestId("next-nonce")).toHaveText("1");

  // Before the rotation the seed is secret: the verify page says so.
  await page.getByTestId("spin-history-entry").first().getByRole("link", { name: "Verify spin" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wheel\/verify\?spin=\d+$/);
  await expect(page.getByText(/still secret/)).toBeVisible();

  await page.getByRole("button", { name: "Rotate seed" }).click();
  const revealed = page.getByTestId("revealed-seed");
  await expect(revealed).toContainText(/[0-9a-f]{64}/);
  await expect(page.getByTestId("server-seed-hash")).not.toHaveText(hash ?? "");
  const result = page.getByTestId("verify-result");
  await expect(result).toContainText("Match");
  await expect(result).toContainText("Verified: the revealed seeds and the recorded section table");
  await page.screenshot({ path: shot("wheel-verify-match"), fullPage: true });
});

test("Mini App: a new Telegram player spins the wheel tab once, sees the outcome and the cooldown", async ({
  page,
}) => {
  await openMiniApp(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wheel" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/wheel$/);
  await expect(page.getByTestId("wheel-rotor").locator("[data-position]")).toHaveCount(12);
  await expect(page.getByTestId("server-seed-hash")).toHaveText(/^[0-9a-f]{64}$/);
  const { baseCost } = await api<{ baseCost: number }>(page, "/api/wheel/config");
  const { gemsAmount } = await api<{ gemsAmount: number }>(page, "/api/users/me");
  const before = Math.floor(gemsAmount / baseCost);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByTestId("spins-left")).toHaveText(groupWithSpaces(before));
  await page.screenshot({ path: shot("wheel-miniapp-idle"), fullPage: true });
  await expectVaultsComingSoon(page);
  const spin = await spinOnce(page, "wheel-miniapp");
  // Haptics through the Platform: an impact on the spin, a success notification on a win.
  const haptics = (await telegramCalls(page, "web_app_trigger_haptic_feedback")).map(([, params]) => params);
  expect(haptics).toContainEqual(expect.objectContaining({ type: "impact", impact_style: "light" }));
  if (spin.rewardType !== "none")
    expect(haptics).toContainEqual(
      expect.objectContaining({ type: "notification", notification_type: "success" }),
    );
  await expectCooldownEnds(page);
  await expect(page.getByTestId("spins-left")).toHaveText(groupWithSpaces(before - 1));
  await expect(page.getByTestId("spin-history-entry")).toHaveCount(1);
  await page.screenshot({ path: shot("wheel-miniapp-after"), fullPage: true });
  await expectSpinPacks(page, baseCost, "/tg-app");
});

test("web: a wheel that fails to load shows the error screen; Retry reloads it", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page);
  await page.route("**/api/wheel/config", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/dashboard/wheel");
  await expect(page.getByRole("heading", { name: "Error Loading Wheel" })).toBeVisible();
  await expect(page.getByText("Failed to load wheel configuration. Please try again later.")).toBeVisible();
  await page.screenshot({ path: shot("wheel-error") });
  await page.unroute("**/api/wheel/config");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Wheel of Fortune" })).toBeVisible();
});

test("web: an answer that matches no section fails the spin: message, Dismiss, 1 s cooldown", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openWheel(page);
  // The real spin runs; its answer is altered so the coin amount no longer matches any section.
  await page.route("**/api/wheel/spin", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { data: { ...body.data, rewardType: "coins", rewardValue: 123_457 } },
    });
  });
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Spin failed. Please try again." });
  await expect(alert).toBeVisible();
  await page.screenshot({ path: shot("wheel-spin-failed") });
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeEnabled({ timeout: 2_000 });
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
});

test("web: the verify page reports a mismatch when the section table does not fit the spin", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openWheel(page);
  await spinOnce(page, "wheel-mismatch");
  await page.getByRole("button", { name: "Rotate seed" }).click();
  await expect(page.getByTestId("revealed-seed")).toBeVisible();
  // A verifier handed a reweighted table: the table hash no longer matches the recorded one.
  await page.route("**/api/wheel/section-table?*", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { sections: { weight: number }[] };
    const sections = body.sections.map((s) => ({ ...s, weight: s.weight + 1 }));
    await route.fulfill({ response, json: { ...body, sections } });
  });
  await page.getByRole("link", { name: "Verify a past spin" }).click();
  await expect(page.getByTestId("verify-result")).toContainText("Mismatch");
  await page.screenshot({ path: shot("wheel-verify-mismatch") });
});
