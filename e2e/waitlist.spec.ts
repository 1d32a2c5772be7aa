// The waitlist popup (docs/product/platform.md §2, §5), clicked through in Chromium against the real API and database.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { query } from "./lib/db.ts";
import { recordApiCalls, uniqueEmail } from "./lib/requests.ts";

async function openWaitlist(page: Page): Promise<Locator> {
  await page.goto("/signup");
  const dialog = page.getByRole("dialog", { name: "Join the JadeVerse waitlist" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("waitlist popup", () => {
  test("Subscribe is enabled only with a valid e-mail and both boxes ticked", async ({ page }) => {
    const dialog = await openWaitlist(page);
    const subscribe = dialog.getByRole("button", { name: "Subscribe" });
    const email = dialog.getByLabel("E-mail", { exact: true });
    const news = dialog.getByRole("checkbox", { name: /receive JadeVerse news/ });
    const terms = dialog.getByRole("checkbox", { name: /I accept the Terms and Conditions/ });
    await expect(subscribe).toBeDisabled();

    // the country list: long, first entry empty, alpha-2 values
    const options = dialog.getByLabel("Country").locator("option");
    expect(await options.count()).toBeGreaterThan(200);
    await expect(options.first()).toHaveAttribute("value", "");
    await expect(options.first()).toHaveText("");
    await expect(dialog.getByLabel("Country")).toHaveValue("");
    await expect(
      dialog.getByRole("link", { name: "Terms and Conditions and Privacy Policy" }),
    ).toHaveAttribute("href", "/terms-and-conditions");
    await page.screenshot({ path: shot("waitlist-empty") });
    await expectNoSeriousA11yViolations(page, "dialog");

    await news.check();
    await terms.check();
    for (const bad of ["mei", "mei@", "mei@example", "mei@@example.com", "mei lin@example.com"]) {
      await email.fill(bad);
      await expect(subscribe, bad).toBeDisabled();
    }
    await email.fill("mei@example.com");
    await expect(subscribe).toBeEnabled();
    await news.uncheck();
    await expect(subscribe).toBeDisabled();
    await news.check();
    await terms.uncheck();
    await expect(subscribe).toBeDisabled();
    await terms.check();
    await expect(subscribe).toBeEnabled();
    await page.screenshot({ path: shot("waitlist-ready") });
  });

  test("a sign-up is stored, shows the success panel with social links, and a repeat adds no row", async ({
    page,
  }) => {
    const address = uniqueEmail("waitlist");
    const calls = recordApiCalls(page);
    const dialog = await openWaitlist(page);
    await dialog.getByLabel("Name", { exact: true }).fill("Mei Lin");
    await dialog.getByLabel("Country").selectOption("SG");
    await dialog.getByLabel("E-mail", { exact: true }).fill(address.toUpperCase());
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();

    const success = page.getByRole("dialog", { name: "You're on the waitlist!" });
    await expect(success).toBeVisible();
    for (const network of ["X", "Discord", "Telegram"]) {
      const link = success.getByRole("link", { name: network, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await page.screenshot({ path: shot("waitlist-success") });
    await expectNoSeriousA11yViolations(page, "dialog");
    expect(calls.filter((c) => c === "POST /api/waitlist")).toHaveLength(1);

    const rows = await query(
      "select email, name, country, marketing_consent_at, terms_accepted_at from waitlist_entries where email = ?",
      [address],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: address, name: "Mei Lin", country: "SG" });
    expect(rows[0]?.marketing_consent_at).not.toBeNull();
    expect(rows[0]?.terms_accepted_at).not.toBeNull();

    await success.getByRole("button", { name: "Done" }).click();
    await expect(success).toBeHidden();

    // the same address again (different case, different name): still a success, still one row
    const again = await openWaitlist(page);
    await again.getByLabel("Name", { exact: true }).fill("Someone Else");
    await again.getByLabel("E-mail", { exact: true }).fill(address);
    await again.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await again.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await again.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("dialog", { name: "You're on the waitlist!" })).toBeVisible();
    const after = await query("select name from waitlist_entries where lower(email) = lower(?)", [address]);
    expect(after).toEqual([expect.objectContaining({ name: "Mei Lin" })]);
  });

  test("oversized or invalid input sends nothing", async ({ page }) => {
    const calls = recordApiCalls(page);
    const dialog = await openWaitlist(page);
    const subscribe = dialog.getByRole("button", { name: "Subscribe" });
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();

    await dialog.getByLabel("E-mail", { exact: true }).fill(`${"a".repeat(250)}@example.com`);
    await expect(dialog.getByText("This e-mail address is too long.")).toBeVisible();
    await expect(subscribe).toBeDisabled();
    await dialog.getByLabel("E-mail", { exact: true }).press("Enter");

    await dialog.getByLabel("E-mail", { exact: true }).fill("ok@example.com");
    await dialog.getByLabel("Name", { exact: true }).fill("n".repeat(101));
    await expect(dialog.getByText("Please keep your name under 100 characters.")).toBeVisible();
    await expect(subscribe).toBeDisabled();
    await dialog.getByLabel("Name", { exact: true }).press("Enter");

    await dialog.getByLabel("Name", { exact: true }).fill("");
    await dialog.getByLabel("E-mail", { exact: true }).fill("not-an-email");
    await dialog.getByLabel("E-mail", { exact: true }).press("Enter");
    await expect(subscribe).toBeDisabled();
    await page.screenshot({ path: shot("waitlist-invalid") });
    expect(calls.filter((c) => c.includes("/api/waitlist"))).toEqual([]);
  });

  test("a failed submission shows an inline error and keeps the input", async ({ page }) => {
    await page.route("**/api/waitlist", (route) => route.abort("connectionfailed"));
    const dialog = await openWaitlist(page);
    await dialog.getByLabel("Name", { exact: true }).fill("Offline Olga");
    await dialog.getByLabel("E-mail", { exact: true }).fill("offline@example.com");
    await dialog.getByRole("checkbox", { name: /receive JadeVerse news/ }).check();
    await dialog.getByRole("checkbox", { name: /I accept the Terms/ }).check();
    await dialog.getByRole("button", { name: "Subscribe" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Network error. Please check your connection and try again.",
    );
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Offline Olga");
    await expect(dialog.getByLabel("E-mail", { exact: true })).toHaveValue("offline@example.com");
    await expect(dialog.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await page.screenshot({ path: shot("waitlist-failure") });
    await expectNoSeriousA11yViolations(page, "dialog");
  });
});
