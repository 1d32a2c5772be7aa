import { type Cookie, expect, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import {
  DESKTOP,
  demoSessionCookies,
  keepOwnedSkins,
  MOBILE,
  openWithSession,
  signIn,
  tutorial,
} from "./lib/dashboard-setup.ts";
import { expectTwoAvatarsLoop } from "./lib/welcome.ts";

// A new player's first steps on the dashboard (docs/product/platform.md §2, §4): the tutorial and the welcome picker.

/** One JadeTester copy shared by the tests that only read or restore what they change (log-ins are rate limited). */
let beta: Cookie[] = [];
test.beforeAll(async ({ browser }, testInfo) => {
  beta = await demoSessionCookies(browser, testInfo.project.use.baseURL, "jade-beta");
});

test.describe("tutorial", () => {
  test("three tips with x/3, Previous, Next tip, Finish, Skip; each step saved; Reset restarts", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openWithSession(page, beta);
    await expect(tutorial(page)).toHaveCount(0); // JadeTester finished it
    const saved: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH" && request.url().endsWith("/api/users/me"))
        saved.push((request.postDataJSON() as { tutorialStep: string }).tutorialStep);
    });
    await page.getByRole("button", { name: "Reset tutorial" }).click();
    await expect(tutorial(page)).toContainText("1/3");
    await page.screenshot({ path: shot("dashboard-tutorial-1") });
    await expect(tutorial(page).getByRole("button", { name: "Previous" })).toHaveCount(0);
    await tutorial(page).getByRole("button", { name: "Next tip" }).click();
    await expect(tutorial(page)).toContainText("2/3");
    await tutorial(page).getByRole("button", { name: "Previous" }).click();
    await expect(tutorial(page)).toContainText("1/3");
    await tutorial(page).getByRole("button", { name: "Next tip" }).click();
    await tutorial(page).getByRole("button", { name: "Next tip" }).click();
    await expect(tutorial(page)).toContainText("3/3");
    await tutorial(page).getByRole("button", { name: "Finish" }).click();
    await expect(tutorial(page)).toHaveCount(0);
    await expect
      .poll(() => saved)
      .toEqual([
        "STEP_1_INTRO",
        "STEP_2_MOVEMENT",
        "STEP_1_INTRO",
        "STEP_2_MOVEMENT",
        "STEP_3_ACTION",
        "STEP_4_COMPLETE",
      ]);
    await page.getByRole("button", { name: "Reset tutorial" }).click();
    await tutorial(page).getByRole("button", { name: "Skip Tutorial" }).click();
    await expect(tutorial(page)).toHaveCount(0);
    await expect.poll(() => saved.at(-1)).toBe("STEP_4_COMPLETE");
    // A modal (the sweep's finding): it takes focus, Tab stays inside, Escape is Skip, and focus goes
    // back to the control that opened it.
    const reset = page.getByRole("button", { name: "Reset tutorial" });
    await reset.click();
    const dialog = tutorial(page).getByRole("dialog");
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toHaveAccessibleName(/.+/);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(tutorial(page)).toHaveCount(0);
    await expect.poll(() => saved.at(-1)).toBe("STEP_4_COMPLETE");
    await expect(reset).toBeFocused();
    // Only on /dashboard: the saved first tip shows there and nowhere else.
    await page.getByRole("button", { name: "Reset tutorial" }).click();
    await expect(tutorial(page)).toBeVisible();
    await expect.poll(() => saved.at(-1)).toBe("STEP_1_INTRO");
    await page.goto("/dashboard/wheel");
    await expect(page).toHaveURL(/\/dashboard\/wheel$/);
    await expect(tutorial(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reset tutorial" })).toHaveCount(0);
    // The step lives on the server: back on /dashboard after a reload, the tutorial resumes.
    await page.goto("/dashboard");
    await expect(tutorial(page)).toContainText("1/3");
  });

  test("hidden at 1300 px or less, shown at 1301 px", async ({ page }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await openWithSession(page, beta);
    // From a finished tutorial (the shared copy's step is whatever the last test left; a tip showing
    // at 1301 px is a modal over the header).
    const finished = await page.request.patch("/api/users/me", { data: { tutorialStep: "STEP_4_COMPLETE" } });
    expect(finished.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId("greeting")).toBeVisible();
    // Where the tutorial cannot show, nothing offers to reset it (it would do nothing visible).
    await page.getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("button", { name: "Reset tutorial" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(tutorial(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1301, height: 900 });
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("button", { name: "Reset tutorial" }).click();
    await expect(tutorial(page)).toContainText("1/3");
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(tutorial(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1301, height: 900 });
    await tutorial(page).getByRole("button", { name: "Skip Tutorial" }).click();
    await expect(tutorial(page)).toHaveCount(0);
  });
});

test.describe("tutorial on a mobile device", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: DESKTOP });
  test("hidden on a touch device even when wide", async ({ page }) => {
    await signIn(page, "jade-guest"); // no tutorial step yet: it would start
    await expect(page.getByTestId("greeting")).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
    // Neither demo nor beta: Play stays disabled (docs/product/platform.md §4).
    await expect(page.getByRole("button", { name: "Play JadeVerse" }).first()).toBeDisabled();
  });
});

test.describe("welcome avatar picker", () => {
  test("3 visible above 768 px, nickname limit 25, confirm equips and saves; the tutorial waits for it", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, "jade-rookie");
    const picker = page.getByRole("dialog", { name: "Welcome to JadeVerse" });
    await expect(picker).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
    await expect(picker.getByRole("list", { name: "Your avatars" })).toHaveAttribute("data-visible", "3");
    await page.setViewportSize(MOBILE);
    await expect(picker.getByRole("list", { name: "Your avatars" })).toHaveAttribute("data-visible", "1");
    await page.setViewportSize(DESKTOP);
    const nickname = picker.getByPlaceholder("Add your nickname*");
    const confirm = picker.getByRole("button", { name: "confirm" });
    await expect(confirm).toBeDisabled();
    await nickname.pressSequentially("R".repeat(30));
    await expect(nickname).toHaveValue("R".repeat(25));
    await nickname.fill("");
    await expect(confirm).toBeDisabled();
    await nickname.fill("RookieJade");
    await picker.getByRole("button", { name: "Next avatar" }).click();
    const chosen = picker.getByRole("list", { name: "Your avatars" }).getByRole("button").nth(1);
    await chosen.click();
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await page.screenshot({ path: shot("dashboard-avatar-picker-1440") });
    const equip = page.waitForRequest(
      (r) => r.method() === "POST" && /\/api\/skins\/equip\/\d+$/.test(r.url()),
    );
    await confirm.click();
    await equip;
    await expect(picker).toBeHidden();
    await expect(page.getByTestId("greeting")).toHaveText("Hello, RookieJade");
    await expect(tutorial(page)).toContainText("1/3");
  });

  test("a list of 2 avatars is duplicated to loop; none: No items found. and Visit store", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, "jade-rookie");
    const picker = page.getByRole("dialog", { name: "Welcome to JadeVerse" });
    const list = picker.getByRole("list", { name: "Your avatars" });
    await expect(list).toHaveAttribute("data-visible", "1");
    await keepOwnedSkins(page, 2);
    await page.reload();
    await expectTwoAvatarsLoop(picker);
    await page.screenshot({ path: shot("dashboard-avatar-picker-390") });
    await keepOwnedSkins(page, 0);
    await page.reload();
    await expect(picker.getByText("No items found.")).toBeVisible();
    await expect(picker.getByRole("link", { name: "Visit store" })).toHaveAttribute(
      "href",
      "/dashboard/store",
    );
  });
});
