import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { openMiniApp, telegramCalls } from "./lib/telegram.ts";

// The Wheel of Fortune (spec 001 §2, §5) against the real API: a spin lands, shows its outcome,
// cools down, and joins the history. Outcomes are provably fair, so the test reads which one the
// server drew from the spin's answer and checks the screen for that one.
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

interface SpinAnswer {
  data: {
    rewardType: "coins" | "nft" | "none";
    rewardValue: number;
    itemRarity: string | null;
    nonce: number;
  };
}

const TITLES: Record<string, string> = {
  COMMON: "BIG WIN",
  RARE: "RARE WIN",
  EPIC: "EPIC WIN",
  LEGENDARY: "LEGENDARY WIN",
};

/** Spins once and checks the outcome on screen; returns the spin's answer. */
async function spinOnce(page: Page, name: string): Promise<SpinAnswer["data"]> {
  const button = page.getByRole("button", { name: "Spin", exact: true });
  await expect(button).toBeEnabled();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/wheel/spin"));
  await button.click();
  const spin = ((await (await answer).json()) as SpinAnswer).data;
  await expect(page.getByRole("button", { name: "Spinning..." })).toBeDisabled();
  if (spin.rewardType === "coins") {
    const modal = page.getByRole("dialog", { name: "You won coins!" });
    await expect(modal).toBeVisible({ timeout: 5_000 });
    await page.screenshot({ path: shot(`${name}-coins`) });
    // The coin modal claims itself after 2 s.
    await expect(modal).toBeHidden({ timeout: 4_000 });
  } else if (spin.rewardType === "nft") {
    const modal = page.getByRole("dialog", { name: TITLES[spin.itemRarity ?? ""] ?? "SUPREME WIN" });
    await expect(modal).toBeVisible({ timeout: 5_000 });
    await page.screenshot({ path: shot(`${name}-item`) });
    await modal.getByRole("button", { name: "Claim Reward" }).click();
    await expect(modal).toBeHidden();
  } else {
    await expect(page.getByText("BETTER LUCK NEXT TIME")).toBeVisible({ timeout: 5_000 });
    await page.screenshot({ path: shot(`${name}-none`) });
  }
  return spin;
}

async function signIn(page: Page) {
  await page.goto("/?demoId=jade-beta");
  // A demo log-in makes a private copy of the persona: allow for a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
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
    await expect(page.getByTestId("spins-left")).toHaveText(String(Math.floor(gems / config.baseCost)));
    await expect(page.getByText("No spins yet. Start spinning to see your history!")).toBeVisible();
    await expect(page.getByTestId("wheel-rotor").locator("[data-position]")).toHaveCount(12);
    await expect(page.getByTestId("epic-wins").getByRole("listitem").first()).toBeVisible();
    await page.screenshot({ path: shot(`wheel-${label}-idle`) });

    await spinOnce(page, `wheel-${label}`);
    // Cooling down: the button stays disabled, then comes back.
    await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeEnabled({ timeout: 6_000 });
    await expect(page.getByTestId("spins-left")).toHaveText(
      String(Math.floor((gems - config.baseCost) / config.baseCost)),
    );
    await expect(page.getByTestId("spin-history-entry")).toHaveCount(1);
    await page.screenshot({ path: shot(`wheel-${label}-after`) });
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
  const before = Number(await page.getByTestId("spins-left").textContent());
  expect(before).toBeGreaterThan(0);
  await page.screenshot({ path: shot("wheel-miniapp-idle"), fullPage: true });
  const spin = await spinOnce(page, "wheel-miniapp");
  // Haptics through the Platform: an impact on the spin, a success notification on a win.
  const haptics = (await telegramCalls(page, "web_app_trigger_haptic_feedback")).map(([, params]) => params);
  expect(haptics).toContainEqual(expect.objectContaining({ type: "impact", impact_style: "light" }));
  if (spin.rewardType !== "none")
    expect(haptics).toContainEqual(
      expect.objectContaining({ type: "notification", notification_type: "success" }),
    );
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeEnabled({ timeout: 6_000 });
  await expect(page.getByTestId("spins-left")).toHaveText(String(before - 1));
  await expect(page.getByTestId("spin-history-entry")).toHaveCount(1);
  await page.screenshot({ path: shot("wheel-miniapp-after"), fullPage: true });
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
