import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { blockBot, button, say, tap, waitForEdit } from "./lib/bot-chat.ts";
import {
  CONSOLE_OPERATORS,
  openConsoleAs,
  rememberFactor,
  signInPlayer,
  totpNow,
  untilNextStep,
} from "./lib/console.ts";
import { playerId, signIn, withPlatformDb } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { asNewVisitor } from "./lib/requests.ts";
import { acceptTermsAs, signedInitData, uniqueTelegramUser } from "./lib/telegram.ts";

// Issue 33: the operator's console at /admin (docs/operations.md "The operator's console").

/** The community manager e2e/serve.ts names (COMMUNITY_MANAGER_IDS). */
const MANAGER = 777000001;

// No script error and no blocked resource (CSP) on any console page. Answers the console expects are
// not errors of the page: the first screen's 401 asking for the second factor, a player's 403.
const problems: string[] = [];
test.beforeEach(({ page }) => {
  problems.length = 0;
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (
      message.type() === "error" &&
      !/Failed to load resource: the server responded with a status of 40[13]/.test(text)
    )
      problems.push(`console: ${text}`);
  });
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

/** A whole number as the product writes it: thousands separated by spaces ("1 204"). */
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** The page has no sideways scroll at this width (wide tables scroll inside their own box). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test("an operator enrols an authenticator from its QR code, signs in with a fresh code, and the console opens", async ({
  page,
}) => {
  // The sign-in waits for the authenticator's next 30-second step (a code is good once) on top of the
  // enrolment, the overview's charts and two accessibility scans.
  test.setTimeout(300_000);
  await signInPlayer(page, CONSOLE_OPERATORS.community);
  await query("delete from operator_factors where user_id = (select id from users where email = ?)", [
    CONSOLE_OPERATORS.community,
  ]).catch(() => undefined);
  await page.goto("/admin");
  const form = page.getByRole("form", { name: "Second factor" });
  await form.getByRole("button", { name: "Set up your authenticator" }).click();
  const enrol = page.getByRole("form", { name: "Set up your authenticator" });
  await expect(enrol.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  const secret = (await enrol.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-enrol") });
  await enrol.getByLabel("Code from your authenticator").fill("000000");
  await enrol.getByRole("button", { name: "Confirm" }).click();
  await expect(enrol.getByLabel("Code from your authenticator")).toHaveAttribute("aria-invalid", "true");
  await enrol.getByLabel("Code from your authenticator").fill(await totpNow(secret));
  await enrol.getByRole("button", { name: "Confirm" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  rememberFactor("community", secret, recovery);
  await page.getByRole("button", { name: "I have saved them" }).click();
  // The confirming code is spent: the sign-in takes the authenticator's next one.
  await page.waitForTimeout(untilNextStep());
  await form.getByLabel("Code from your authenticator").fill(await totpNow(secret));
  await form.getByRole("button", { name: "Sign in to the console" }).click();
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav).toBeVisible();
  // Community reaches the overview and the community area, not players, payments or the audit log.
  await expect(nav.getByRole("link")).toHaveText(["Overview", "Community"]);
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  // The overview's charts are drawn (uPlot, canvas), each with its figures as a table for screen readers.
  const charts = page.getByRole("figure");
  await expect(charts).toHaveCount(7);
  await expect(charts.first().locator("canvas").first()).toBeVisible();
  await charts.first().getByText("Figures").click();
  await expect(charts.first().getByRole("table", { name: /Players active per day, by day/ })).toBeVisible();
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(charts.first().getByRole("table").getByRole("row")).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-overview"), fullPage: true });
});

test("a player cannot reach the console: the page says so and the API answers 403, audited", async ({
  page,
}) => {
  await signIn(page);
  const userId = await playerId(page);
  await page.goto("/admin");
  await expect(page.getByRole("alert")).toContainText("holds no console role");
  // The demo player's session is the tab's bearer token.
  const status = await page.evaluate(async () => {
    const token = sessionStorage.getItem("access_token");
    const response = await fetch("/api/console/players?q=jade", {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.status;
  });
  expect(status).toBe(403);
  await expect
    .poll(async () =>
      Number(
        (
          await query("select count(*) as n from audit_log where actor_user_id = ? and outcome = 'refused'", [
            userId,
          ])
        )[0]?.n,
      ),
    )
    .toBeGreaterThanOrEqual(2);
});

test("support finds a player and grants beta access with a reason, but has no balance adjustment or audit log", async ({
  page,
}) => {
  await openConsoleAs(page, "support", "/admin/players");
  const nav = page.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link")).toHaveText(["Overview", "Players", "Payments"]);
  await page.getByRole("searchbox").fill("jade");
  await page.getByRole("searchbox").press("Enter");
  const results = page.getByRole("table", { name: "Players found" });
  await expect(results.getByRole("row").nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await results.getByRole("row").nth(1).getByRole("link").click();
  await expect(page.getByRole("region", { name: "Account", exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Adjust a balance" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Lock account" })).toHaveCount(0);
  const account = page.getByRole("region", { name: "Account", exact: true });
  const hadBeta = (await account.textContent())?.includes("Beta accessyes") ?? false;
  await page.getByLabel("Reason for the action (kept in the audit log)").fill("Asked for beta in ticket 512");
  await page.getByRole("button", { name: hadBeta ? "Remove beta access" : "Grant beta access" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Beta access (granted|removed)/ })).toBeVisible();
  await expect(account).toContainText(hadBeta ? "Beta accessno" : "Beta accessyes");
  // Support is refused the admin's calls on the server too.
  const adjust = await page.evaluate(async () => {
    const credential = JSON.parse(sessionStorage.getItem("jv.console") ?? "{}") as { token: string };
    const response = await fetch("/api/console/players/1/adjust", {
      method: "POST",
      headers: { authorization: `Bearer ${credential.token}`, "content-type": "application/json" },
      body: JSON.stringify({ currency: "gems", delta: 5, reason: "trying my luck", key: "support-e2e-1" }),
    });
    return response.status;
  });
  expect(adjust).toBe(403);
});

test("an admin finds a player, adjusts their gems with a reason, and reads the audit row", async ({
  page,
}) => {
  // A player of this test's own, so the figures are exact.
  const email = `adjusted-${Date.now()}@example.com`;
  await signInPlayer(page, email);
  const target = await playerId(page);
  await page.context().clearCookies();
  await openConsoleAs(page, "admin", "/admin/players");
  await page.getByRole("searchbox").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("table", { name: "Players found" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/players/${target}$`));
  const account = page.getByRole("region", { name: "Account", exact: true });
  await expect(account).toContainText("Gems10");
  const form = page.getByRole("form", { name: "Adjust a balance" });
  await form.getByLabel("Change (+ or −)").fill("250");
  const submit = form.getByRole("button", { name: "Adjust" });
  await expect(submit).toBeDisabled(); // no reason yet
  await form.getByLabel("Reason (kept in the audit log)").fill("Compensation for ticket 4711");
  await submit.click();
  await expect(form.getByRole("status")).toContainText("Adjusted: 260 gems now.");
  await expect(account).toContainText("Gems260");
  const ledger = page.getByRole("table", { name: "Ledger entries, newest first" });
  await expect(ledger.getByRole("row").nth(1)).toContainText("+250");
  await expect(ledger.getByRole("row").nth(1)).toContainText("console-adjustment");
  const audit = page.getByRole("table", { name: "Audit log, newest first" });
  await expect(audit.getByTestId("audit-row").first()).toContainText("player.adjust-balance");
  await expect(audit.getByTestId("audit-row").first()).toContainText("Compensation for ticket 4711");
  await expect(audit.getByTestId("audit-row").first()).toContainText('{"gems":10} → {"gems":260}');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-player-file"), fullPage: true });
  // The whole log, in the admin's audit area.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit" }).click();
  await expect(page.getByRole("table", { name: "Audit log, newest first" })).toContainText(
    "Compensation for ticket 4711",
  );
  // Narrow screens: the console stays usable (tables scroll in their own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  // Keyboard: the areas are reachable by Tab.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toBeVisible();
});

test("support resolves a Wert payment stuck past 72 hours from the needs-attention queue", async ({
  page,
}) => {
  // A player's Wert order the rail left in progress. Its age is the one thing set by hand: the server's
  // clock cannot be moved in a browser test (the API suite moves it: api/src/routes/console/payments.test.ts).
  const email = `stuck-wert-${Date.now()}@example.com`;
  await signInPlayer(page, email);
  const userId = await playerId(page);
  await page.context().clearCookies();
  const [pack] = await query("select id, gems, price_cents from gem_packs order by id limit 1");
  const reference = `e2e-stuck-${Date.now()}`;
  await withPlatformDb((db) =>
    db.execute({
      sql: `insert into payment_orders (user_id, pack_id, rail, status, gems, price_cents, currency, amount, reference, provider_ref, created_at)
            values (?, ?, 'wert', 'pending', ?, ?, 'USD', ?, ?, ?, ?)`,
      args: [
        userId,
        Number(pack?.id),
        Number(pack?.gems),
        Number(pack?.price_cents),
        String(pack?.price_cents),
        reference,
        `wert-order-${reference}`,
        Date.now() - 73 * 3_600_000,
      ],
    }),
  );
  const [order] = await query("select id from payment_orders where reference = ?", [reference]);
  const orderId = Number(order?.id);

  await openConsoleAs(page, "support", "/admin/payments");
  const queue = page.getByRole("table", { name: "Orders that need attention" });
  const row = queue
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `#${orderId}`, exact: true }) });
  await expect(row).toContainText("Wert stuck");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-payments"), fullPage: true });
  await row.getByRole("link", { name: `#${orderId}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
  const actions = page.getByRole("region", { name: "Order actions" });
  // Support may mark it refunded; reversing a credit is an admin's.
  await expect(actions.getByRole("button", { name: "Reverse the credit" })).toHaveCount(0);
  await actions
    .getByLabel("Reason (kept in the audit log)")
    .fill("Refunded by hand in Wert's dashboard, ticket 88");
  await actions.getByRole("button", { name: "Mark refunded outside the rail" }).click();
  await expect(actions.getByRole("status")).toContainText("Marked refunded outside the rail.");
  await expect(page.getByRole("region", { name: "Order", exact: true })).toContainText("refunded");
  const audit = page.getByRole("table", { name: "Console actions on the order" });
  await expect(audit.getByTestId("audit-row").first()).toContainText("payment.mark-refunded");
  await expect(audit.getByTestId("audit-row").first()).toContainText("ticket 88");
  // Back in the queue: it is gone, and no gems moved.
  await page.getByRole("link", { name: "← Payments" }).click();
  await expect(queue).toBeVisible();
  await expect(queue.getByRole("link", { name: `#${orderId}`, exact: true })).toHaveCount(0);
  const [player] = await query("select gems from users where id = ?", [userId]);
  expect(Number(player?.gems)).toBe(10);
});

test("a community manager's broadcast from the bot shows its delivery figures in the console", async ({
  page,
}) => {
  // Two Telegram players among the broadcast's recipients; one of them has blocked the bot.
  const blocker = uniqueTelegramUser();
  await acceptTermsAs(page, signedInitData(blocker), asNewVisitor());
  await acceptTermsAs(page, signedInitData(uniqueTelegramUser()), asNewVisitor());
  await page.context().clearCookies();
  const text = `Console figures ${Date.now()}: spin today!`;
  await say(MANAGER, "/broadcast", /Send the message/);
  await say(MANAGER, text, /Buttons\?/);
  await tap(MANAGER, "cmskip", /Who gets it\?/);
  const summary = await tap(MANAGER, "cmseg:all", /recipients\. Send it\?/);
  const recipients = Number(/: ([\d,]+) recipients/.exec(summary.text ?? "")?.[1]?.replace(/,/g, ""));
  expect(recipients).toBeGreaterThanOrEqual(2);
  await blockBot(blocker.id);
  const progress = await tap(MANAGER, button(summary, /Confirm/), /Broadcast #\d+/);
  const jobId = /#(\d+)/.exec(progress.text ?? "")?.[1];
  // The worker edits the progress message to the final counts once every recipient had their turn.
  await waitForEdit(MANAGER, new RegExp(`Broadcast #${jobId}: ✅ done`));

  await openConsoleAs(page, "community", "/admin/community");
  const row = page
    .getByRole("table", { name: /Broadcasts, newest first/ })
    .getByTestId("broadcast-row")
    .filter({ hasText: text.slice(0, 40) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole("cell");
  // Recipients, sent, failed, blocked the bot, pending (columns 4–8).
  await expect(cells.nth(1)).toHaveText("done");
  await expect(cells.nth(3)).toHaveText(spaced(recipients));
  await expect(cells.nth(4)).toHaveText(spaced(recipients - 1));
  await expect(cells.nth(5)).toHaveText("0");
  await expect(cells.nth(6)).toHaveText("1");
  await expect(cells.nth(7)).toHaveText("0");
  await expect(cells.nth(8)).toHaveText(/\/s$/);
  // Community sees no investors import (an admin's) and cannot change a flag.
  await expect(page.getByRole("heading", { name: "Investors import" })).toHaveCount(0);
  await expect(page.getByRole("form", { name: "Change a flag" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-community"), fullPage: true });
});

test("an admin's investors CSV dry run lists its bad rows by line and imports nothing", async ({ page }) => {
  await openConsoleAs(page, "admin", "/admin/community");
  const before = Number((await query("select count(*) as n from investors"))[0]?.n);
  const header =
    "type,evmWalletAddress,solanaWalletAddress,tokenAmount,roundPriceUsd,totalInvested,cliffMonths,vestingMonths,unlockAtTge";
  const good = "private,0x1111111111111111111111111111111111111111,,1000000,0.02,20000,6,18,10.00";
  const csv = [
    header,
    good,
    "founders,0x2222222222222222222222222222222222222222,,500,0.02,10,6,18,10.00",
    "public,,,5000,0.05,250,0,12,20.00",
  ].join("\n");
  const section = page.getByRole("region", { name: "Investors import" });
  await section.getByLabel("Or paste its rows").fill(csv);
  await section.getByRole("button", { name: "Check the file (dry run)" }).click();
  const bad = section.getByRole("table", { name: "Rows that need fixing" }).getByTestId("bad-row");
  await expect(bad).toHaveCount(2);
  await expect(bad.nth(0)).toContainText("3");
  await expect(bad.nth(0)).toContainText("type must be one of");
  await expect(bad.nth(1)).toContainText("4");
  await expect(bad.nth(1)).toContainText("a row needs an EVM or a Solana wallet");
  await expect(section.getByRole("button", { name: /^Import/ })).toBeDisabled();
  expect(Number((await query("select count(*) as n from investors"))[0]?.n)).toBe(before);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("console-investors-dry-run"), fullPage: true });
  // The fixed file: the dry run says what it would do, and the import writes it, once.
  await section.getByLabel("Or paste its rows").fill([header, good].join("\n"));
  await section.getByRole("button", { name: "Check the file (dry run)" }).click();
  await expect(section.getByRole("status")).toContainText("1 rows would be imported");
  await section.getByRole("button", { name: "Import 1 rows" }).click();
  await expect(section.getByRole("status").first()).toContainText(/Imported: \d added, \d updated/);
  expect(Number((await query("select count(*) as n from investors"))[0]?.n)).toBeGreaterThanOrEqual(before);
});
