import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, uniqueEmail, verifyViaMailedLink } from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { dismissWelcome, playerId } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { openMiniApp } from "./lib/telegram.ts";

// Issue 34: the daily bonus (docs/daily-bonus.md), one card on the web dashboard and the Mini App's home.

const card = (page: Page) => page.getByRole("region", { name: "Daily bonus" });

/** Claims today's bonus from the card: the first day's coins, then the countdown to UTC midnight. */
async function claimToday(page: Page) {
  const bonus = card(page);
  await expect(bonus.getByRole("list", { name: "Coins by streak day" }).getByRole("listitem")).toHaveCount(7);
  await expect(bonus.getByTestId("daily-bonus-streak")).toHaveText("Claim every day to build a streak");
  await bonus.getByRole("button", { name: "Claim 1 000 coins" }).click();
  await expect(bonus.getByRole("status")).toHaveText("+1 000 coins: day 1 of your streak.");
  await expect(bonus.getByTestId("daily-bonus-streak")).toHaveText("1-day streak");
  const countdown = bonus.getByTestId("daily-bonus-countdown");
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
  // It counts down, and to the next UTC midnight.
  const read = async () => {
    const [h, m, s] = ((await countdown.textContent()) ?? "").split(":").map(Number);
    return (h! * 3600 + m! * 60 + s!) * 1000;
  };
  const untilMidnight = () => 86_400_000 - (Date.now() % 86_400_000);
  const earliest = untilMidnight();
  const first = await read();
  const latest = untilMidnight();
  // What the card shows was true at some moment between the two readings of the clock (it ticks each
  // second and rounds a started second up).
  expect(first).toBeLessThanOrEqual(earliest + 2_000);
  expect(first).toBeGreaterThanOrEqual(latest - 2_000);
  await expect.poll(read).toBeLessThan(first);
  await expect(bonus).toContainText("1 500 coins for day 2");
  await expect(bonus.getByRole("button", { name: /Claim/ })).toHaveCount(0);
}

test("web: a player claims the daily bonus once, sees the coins and the countdown to the next", async ({
  page,
}) => {
  const email = uniqueEmail("daily-bonus");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);
  expect((await page.request.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  await page.goto("/dashboard");
  await dismissWelcome(page);
  const userId = await playerId(page);
  await expectNoSeriousA11yViolations(page, '[aria-labelledby="daily-bonus-heading"]');
  await claimToday(page);
  await page.screenshot({ path: shot("daily-bonus-web") });
  expect(Number((await query("select coins from users where id = ?", [userId]))[0]?.coins)).toBe(51_000);
  // After a reload the day stays claimed: the countdown, no second claim.
  await page.reload();
  await expect(card(page).getByTestId("daily-bonus-countdown")).toBeVisible();
  await expect(card(page).getByRole("button", { name: /Claim/ })).toHaveCount(0);
  expect(
    Number((await query("select count(*) as n from daily_bonus_claims where user_id = ?", [userId]))[0]?.n),
  ).toBe(1);
});

test("Mini App: the home tab's daily bonus claims the same way, and the bot's reminder is switched on there", async ({
  page,
}) => {
  const user = await openMiniApp(page, { path: "dashboard" });
  await claimToday(page);
  const reminder = card(page).getByRole("checkbox", { name: "Remind me in Telegram when it's ready" });
  await expect(reminder).not.toBeChecked();
  await reminder.check();
  await expect(reminder).toBeChecked();
  await expect
    .poll(async () =>
      Number(
        (await query("select bonus_reminders from users where telegram_id = ?", [String(user.id)]))[0]
          ?.bonus_reminders,
      ),
    )
    .toBe(1);
  await page.screenshot({ path: shot("daily-bonus-miniapp") });

  // A save that fails puts the box back and says so; nothing changed on the server.
  await page.route("**/api/daily-bonus/reminders", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 503, body: "" }) : route.continue(),
  );
  await reminder.click();
  await expect(card(page).getByRole("alert")).toHaveText("The reminder could not be saved. Try again.");
  await expect(reminder).toBeChecked();
  expect(
    Number(
      (await query("select bonus_reminders from users where telegram_id = ?", [String(user.id)]))[0]
        ?.bonus_reminders,
    ),
  ).toBe(1);
});
