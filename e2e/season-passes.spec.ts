import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, uniqueEmail, verifyViaMailedLink } from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { dismissWelcome, playerId } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { reportRounds } from "./lib/game-server.ts";
import { openedInvoiceSlug, payInvoice } from "./lib/stars.ts";
import { openMiniApp } from "./lib/telegram.ts";

// Issue 34: season passes as subscriptions (docs/passes.md). The web buys Silver through Stripe
// Checkout (the stand-in's hosted page, its signed webhook) and cancels it in Settings; the Mini App
// buys Gold with Telegram Stars (the Bot API stand-in delivers the subscription payment to the bot).

const passCards = (page: Page) => page.getByRole("region", { name: "Season pass" }).first();
const subscriptionsOf = (userId: number) =>
  query("select pass_id, rail, status, renews from pass_subscriptions where user_id = ? order by id", [
    userId,
  ]);

test("web: Silver through Stripe Checkout, shown in Settings with its renewal date, then cancelled", async ({
  page,
}) => {
  const email = uniqueEmail("silver-pass");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto("/dashboard");
  await dismissWelcome(page);
  const userId = await playerId(page);
  const silver = passCards(page).locator('[data-pass="Silver"]');
  await expect(silver).toContainText("$3.99");
  await expect(silver.getByRole("list", { name: "Silver pass perks" })).toContainText("Daily bonus ×2");
  await silver.getByRole("button", { name: "Silver pass: Get it for $3.99" }).click();

  // Stripe's hosted checkout (the stand-in's page): the pass, its price, Pay.
  await expect(page.getByRole("heading", { name: "Pay JadeVerse" })).toBeVisible();
  await expect(page.getByTestId("amount")).toHaveText("$3.99 USD");
  await expect(page.getByTestId("item")).toHaveText("JadeVerse Silver pass");
  await page.getByRole("button", { name: "Pay $3.99" }).click();

  // Back in Settings' Payment tab, the webhook has recorded the first period.
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=payment&pass=success$/);
  const held = page.getByTestId("held-pass");
  await expect(held).toContainText("Silver pass");
  await expect(held).toContainText(/Renews on \w{3} \d{1,2}, \d{4}/);
  await expect(held).toContainText("Paid by card (Stripe)");
  expect(await subscriptionsOf(userId)).toEqual([
    expect.objectContaining({ pass_id: 2, rail: "stripe", status: "active", renews: 1 }),
  ]);
  // Gold is offered as an upgrade; Silver is the pass held.
  await expect(page.getByRole("button", { name: "Gold pass: Upgrade for $9.99" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Silver pass: Your pass" })).toBeDisabled();
  await page.screenshot({ path: shot("season-pass-settings-web") });

  await held.getByRole("button", { name: "Cancel renewal" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel your pass's renewal?" });
  await expect(confirm).toContainText("Your perks stay until");
  await confirm.getByRole("button", { name: "Yes, cancel renewal" }).click();
  await expect(held).toContainText(/Cancelled: your perks stay until \w{3} \d{1,2}, \d{4}/);
  await expect(held.getByRole("button", { name: "Cancel renewal" })).toHaveCount(0);
  expect(await subscriptionsOf(userId)).toEqual([
    expect.objectContaining({ pass_id: 2, status: "active", renews: 0 }),
  ]);
  // Stripe's customer portal agrees, and comes back to Settings.
  await held.getByRole("button", { name: "Manage billing at Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Manage your subscription" })).toBeVisible();
  await expect(page.getByTestId("portal-subscription")).toHaveText("Cancels at the period's end");
  await page.getByRole("link", { name: "Return to JadeVerse" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=payment$/);
  await expect(held).toContainText("Cancelled: your perks stay until");
  // The daily bonus is doubled while Silver lasts.
  await page.goto("/dashboard");
  const bonus = page.getByRole("region", { name: "Daily bonus" });
  await expect(bonus.getByRole("button", { name: "Claim 2 000 coins" })).toBeVisible();
  await expect(bonus.getByRole("heading", { level: 2 })).toContainText("×2 with your pass");
});

test("Mini App: Gold with Telegram Stars as a 30-day subscription, shown in Settings", async ({ page }) => {
  const user = await openMiniApp(page, { path: "dashboard" });
  const gold = passCards(page).locator('[data-pass="Gold"]');
  await expect(gold).toContainText("500 Stars");
  await gold.getByRole("button", { name: "Gold pass: Get it for 500 Stars" }).click();
  const slug = await openedInvoiceSlug(page);
  const paid = await payInvoice(page, slug, user.id);
  expect(paid.status, paid.status === "failed" ? paid.error : "").toBe("paid");
  await expect(page.getByText("Welcome to Gold! Your perks are on.")).toBeVisible();
  const calls = (await (
    await fetch(`${process.env.E2E_TELEGRAM_CONTROL}/calls?method=createInvoiceLink`)
  ).json()) as {
    currency: string;
    subscription_period?: number;
  }[];
  expect(calls.at(-1)).toMatchObject({ currency: "XTR", subscription_period: 2_592_000 });
  await expect(page.getByRole("button", { name: "Gold pass: Your pass" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Silver pass: You hold a higher pass" })).toBeDisabled();
  await page.getByRole("link", { name: "Manage your pass in Settings" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/settings\?tab=payment$/);
  const held = page.getByTestId("held-pass");
  await expect(held).toContainText("Gold pass");
  await expect(held).toContainText("Paid with Telegram Stars");
  await expect(held).toContainText(/Renews on/);
  const rows = await query(
    "select s.pass_id, s.rail, s.status, s.provider_ref from pass_subscriptions s join users u on u.id = s.user_id where u.telegram_id = ?",
    [String(user.id)],
  );
  expect(rows).toEqual([
    expect.objectContaining({
      pass_id: 1,
      rail: "stars",
      status: "active",
      provider_ref: paid.status === "paid" ? paid.chargeId : "",
    }),
  ]);
  await page.screenshot({ path: shot("season-pass-settings-miniapp") });

  // The Gold frame: on the profile's avatar in the header, and on the leaderboard once the player has
  // won there; the header's badges name the pass.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByTestId("rank-badge").getByText("Gold pass", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open settings" }).locator('[data-frame="gold"]')).toHaveCount(
    1,
  );
  const [me] = await query("select id, nickname from users where telegram_id = ?", [String(user.id)]);
  await reportRounds(page.request, Number(me?.id), [
    { gameType: "slots", metricType: "win", coinsAmount: 50_000_000_000 },
  ]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByTestId("row-nickname").filter({ hasText: String(me?.nickname) }) });
  await expect(row.first().locator('[data-frame="gold"]')).toHaveCount(1);
  await expect(row.first().getByTestId("row-nickname")).toContainText("(Gold pass)");
  await page.screenshot({ path: shot("season-pass-gold-frame-miniapp") });

  // The monthly race (docs/races.md) on the same page: a stake counts, the Gold frame shows there too.
  await reportRounds(page.request, Number(me?.id), [
    { gameType: "slots", metricType: "bet", coinsAmount: 40_000_000_000 },
  ]);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Leaderboard" }).click();
  const race = page.getByRole("region", { name: /^Monthly race: \w+ \d{4}$/ });
  await race.scrollIntoViewIfNeeded();
  await expect(race.getByTestId("race-me")).toContainText("Your place: #1");
  await expect(race.getByTestId("race-time-left")).toHaveText(/^\d+d \d\dh \d\dm$/);
  const leader = race.getByRole("list", { name: "Race standings" }).getByRole("listitem").first();
  await expect(leader).toContainText(String(me?.nickname));
  await expect(leader.locator('[data-frame="gold"]')).toHaveCount(1);
  await expect(race.getByRole("list", { name: "Prizes" })).toContainText("#1: 5M coins + item");
  await race.screenshot({ path: shot("monthly-race-miniapp") });

  // The weekly Gold chest beside the wheel: one free spin, then the next one's countdown.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Wheel" }).click();
  const chest = page.getByRole("region", { name: "Weekly Gold chest" });
  const gemsBefore = Number((await query("select gems from users where id = ?", [Number(me?.id)]))[0]?.gems);
  await chest.getByRole("button", { name: "Open your Gold chest" }).click();
  await expect(chest.getByRole("status").or(chest.getByText(/Drawn with your seeds/))).toContainText(
    "Drawn with your seeds",
  );
  await expect(chest.getByTestId("gold-chest-opened")).toContainText(/Next chest in \d+d \d\dh \d\dm/);
  expect(Number((await query("select gems from users where id = ?", [Number(me?.id)]))[0]?.gems)).toBe(
    gemsBefore,
  );
  const spins = await query("select cost, request_key from wheel_spins where user_id = ?", [Number(me?.id)]);
  expect(spins).toEqual([
    expect.objectContaining({ cost: 0, request_key: expect.stringMatching(/^gold-chest:/) }),
  ]);
  await chest.screenshot({ path: shot("gold-chest-miniapp") });
});

test("web: Gold by card gives the gold frame, a place on the race board and the weekly chest", async ({
  page,
}) => {
  const email = uniqueEmail("gold-pass");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto("/dashboard/buy-gems");
  await dismissWelcome(page);
  const userId = await playerId(page);
  await page.getByRole("button", { name: "Gold pass: Get it for $9.99" }).click();
  await page.getByRole("button", { name: "Pay $9.99" }).click();
  await expect(page.getByTestId("held-pass")).toContainText("Gold pass");
  await reportRounds(page.request, userId, [
    { gameType: "roulette", metricType: "win", coinsAmount: 60_000_000_000 },
    { gameType: "roulette", metricType: "bet", coinsAmount: 45_000_000_000 },
  ]);
  // The leaderboard: the gold frame on the board and on the race board, where the player leads.
  await page.goto("/dashboard/leaderboard");
  // The biggest win of the run: the board's first row.
  const row = page.getByRole("row").filter({ has: page.getByTestId("row-position") });
  await expect(row.first().locator('[data-frame="gold"]')).toHaveCount(1);
  const race = page.getByRole("region", { name: /^Monthly race: \w+ \d{4}$/ });
  await expect(race.getByTestId("race-me")).toContainText("Your place: #1");
  const leader = race.getByRole("list", { name: "Race standings" }).getByRole("listitem").first();
  await expect(leader.locator('[data-frame="gold"]')).toHaveCount(1);
  await race.screenshot({ path: shot("monthly-race-web") });
  // The wheel: this week's free chest, once.
  await page.goto("/dashboard/wheel");
  const chest = page.getByRole("region", { name: "Weekly Gold chest" });
  await chest.getByRole("button", { name: "Open your Gold chest" }).click();
  await expect(chest.getByTestId("gold-chest-opened")).toContainText(/Next chest in \d+d \d\dh \d\dm/);
  expect(await query("select cost from wheel_spins where user_id = ?", [userId])).toEqual([{ cost: 0 }]);
});
