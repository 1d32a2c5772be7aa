import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { playerId, signIn, withPlatformDb } from "./lib/dashboard-setup.ts";
import { openMiniApp } from "./lib/telegram.ts";
import { welcomeDialog } from "./lib/welcome.ts";

// Issue 33: 18+ with the Terms, and taking a break (docs/security.md "18+", "Taking a break"), in
// both shells.

const gate = (page: Page) => page.getByRole("dialog", { name: "Before you play" });
const breakPage = (page: Page) => page.getByRole("dialog", { name: "You are taking a break" });

async function acceptGate(page: Page) {
  const dialog = gate(page);
  const proceed = dialog.getByRole("button", { name: "Continue" });
  await expect(proceed).toBeDisabled();
  await dialog.getByLabel("I declare I am over 18+").check();
  await expect(proceed).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /I accept the Terms and Conditions/ }).check();
  await proceed.click();
  await expect(dialog).toBeHidden();
}

/** Takes a break from the Profile Settings tab: the choice, the confirmation, the notice. */
async function takeBreak(page: Page, choice: string, base: "" | "/tg-app") {
  const section = page.getByRole("region", { name: "Take a break" });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("radio", { name: choice }).check();
  await section.getByRole("button", { name: "Take a break" }).click();
  const confirm = page.getByRole("dialog", { name: `Take a break: ${choice}?` });
  await expect(confirm).toContainText("You cannot shorten or undo it");
  await page.screenshot({ path: shot(`break-confirm${base ? "-miniapp" : ""}`) });
  await confirm.getByRole("button", { name: "Start my break" }).click();
  await expect(confirm).toBeHidden();
  await expect(section).toContainText("You are taking a break until");
}

test("web: an account from before the Terms meets the 18+ gate; refused play asks again; then a cool-off refuses play", async ({
  page,
}) => {
  await signIn(page);
  const userId = await playerId(page);
  await withPlatformDb((db) =>
    db.execute({
      sql: "update users set terms_version = null, terms_accepted_at = null where id = ?",
      args: [userId],
    }),
  );
  await page.goto("/dashboard/wheel");
  await expect(gate(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("terms-gate-web") });
  // "Not now", then a spin: refused (403 TERMS_NOT_ACCEPTED) and the gate asks again.
  await gate(page).getByRole("button", { name: "Not now" }).click();
  await expect(gate(page)).toBeHidden();
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/wheel/spin"));
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  expect((await refused).status()).toBe(403);
  await acceptGate(page);
  const [row] = (
    await withPlatformDb((db) =>
      db.execute({ sql: "select terms_version from users where id = ?", args: [userId] }),
    )
  ).rows;
  expect(row?.terms_version).toBe("2025-09-01");

  await page.goto("/dashboard/settings?tab=profile");
  await takeBreak(page, "24 hours", "");
  await page.goto("/dashboard/wheel");
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  await expect(breakPage(page)).toBeVisible();
  await expect(breakPage(page)).toContainText("paused until");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("break-refusal-web") });
  await breakPage(page).getByRole("button", { name: "OK" }).click();
  await expect(breakPage(page)).toBeHidden();
});

test("Mini App: a new Telegram player confirms 18+ before the welcome; a self-exclusion refuses play", async ({
  page,
}) => {
  await openMiniApp(page, { path: "dashboard", terms: "ask", welcome: "keep" });
  await expect(gate(page)).toBeVisible();
  await expect(welcomeDialog(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("terms-gate-miniapp") });
  await acceptGate(page);
  // Then the welcome picker greets them, as before.
  await expect(welcomeDialog(page)).toBeVisible();
  await welcomeDialog(page).getByRole("button", { name: "Later" }).click();

  await page.goto(
    `${new URL(page.url()).origin}/tg-app/dashboard/settings?tab=profile${new URL(page.url()).hash}`,
  );
  await takeBreak(page, "6 months (self-exclusion)", "/tg-app");
  await page.goto(`${new URL(page.url()).origin}/tg-app/dashboard/wheel${new URL(page.url()).hash}`);
  // The refusal is the server's: the spin is answered 403 PLAYER_ON_BREAK, and the page says why.
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/wheel/spin"));
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect((await answer.json()).error.code).toBe("PLAYER_ON_BREAK");
  await expect(breakPage(page)).toBeVisible();
  await page.screenshot({ path: shot("break-refusal-miniapp") });
});
