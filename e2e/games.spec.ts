import { expect, type Page, test } from "@playwright/test";
import { type GameHistoryEntry, RED_NUMBERS } from "../api/src/client-games.ts";
import { shot } from "./lib/artifacts.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import { api } from "./lib/settings.ts";
import { openMiniApp } from "./lib/telegram.ts";

// Issue 19: the games hub (/dashboard/games) in both shells, every round played by the server with
// the player's coins; whatever the seeds deal, the page's balance, the round's record and the rules'
// payout agree, and a round verifies in the browser once a rotation reveals its seed.

const coins = async (page: Page) => (await api<{ coinsAmount: number }>(page, "/api/users/me")).coinsAmount;
const rounds = async (page: Page, game: string) =>
  (await api<{ rounds: GameHistoryEntry[] }>(page, `/api/games/history?game=${game}`)).rounds;

/** The player's rounds of `game`, once there are `count`. */
async function roundsOnceThere(page: Page, game: string, count: number) {
  await expect.poll(async () => (await rounds(page, game)).length, { timeout: 15_000 }).toBe(count);
  return rounds(page, game);
}

type Figures = { totalPlays: number; coinsWagered: number };
async function rouletteFigures(page: Page): Promise<Figures> {
  const { gameStatistics } = await api<{ gameStatistics: Record<string, Figures> }>(
    page,
    "/api/users/me/game-statistics",
  );
  const { totalPlays = 0, coinsWagered = 0 } = gameStatistics.roulette ?? {};
  return { totalPlays, coinsWagered };
}

async function openGame(page: Page, name: string) {
  await page
    .getByRole("list", { name: "Games" })
    .getByRole("link", { name: `Play ${name}` })
    .click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

test("web: the hub, a roulette spin paid by the table's rules, slots, a blackjack hand, and Verify after rotating the seed", async ({
  page,
}) => {
  await signIn(page, "jade-guest");
  await page.goto("/dashboard/games");
  const hub = page.getByRole("list", { name: "Games" });
  for (const name of ["Blackjack", "Roulette", "Baccarat", "Slots"])
    await expect(hub.getByRole("heading", { name })).toBeVisible();
  await page.screenshot({ path: shot("games-web-hub") });

  // Roulette: 5 on Red and 5 on 17 (the 5-coin chip), one spin.
  await openGame(page, "Roulette");
  await expect(page).toHaveURL(/game=roulette/);
  const before = await coins(page);
  const statsBefore = await rouletteFigures(page);
  await page.getByRole("button", { name: "5 coins chip", exact: true }).click();
  await page.getByRole("button", { name: "Red", exact: true }).click();
  await page.getByRole("button", { name: "Straight 17", exact: true }).click();
  await page.getByRole("button", { name: "Spin", exact: true }).click();
  const [spin] = (await roundsOnceThere(page, "roulette", 1)) as [GameHistoryEntry & { game: "roulette" }];
  const pocket = spin.outcome.pocket;
  const expected = (RED_NUMBERS.includes(pocket) ? 10 : 0) + (pocket === 17 ? 180 : 0);
  expect([spin.totalBet, spin.totalWin]).toEqual([10, expected]);
  await expect.poll(() => coins(page)).toBe(before - 10 + expected);
  // The one recording path: the round is in the player's statistics at once (the demo persona
  // arrives with figures of its own: the spin adds one play and its 10 coins).
  const statsAfter = await rouletteFigures(page);
  expect(statsAfter).toEqual({
    totalPlays: statsBefore.totalPlays + 1,
    coinsWagered: statsBefore.coinsWagered + 10,
  });
  await page.screenshot({ path: shot("games-web-roulette") });

  // Slots: one spin at the default stake; the round is kept and paid as recorded.
  await page.getByRole("link", { name: "All games" }).click();
  await openGame(page, "Slots");
  const beforeSlots = await coins(page);
  await page.getByRole("button", { name: /^Spin · / }).click();
  const [reels] = await roundsOnceThere(page, "slots", 1);
  await expect.poll(() => coins(page)).toBe(beforeSlots - (reels?.totalBet ?? 0) + (reels?.totalWin ?? 0));
  await page.screenshot({ path: shot("games-web-slots") });

  // Blackjack: deal 10 and stand whenever asked, until the hand is settled.
  await page.getByRole("link", { name: "All games" }).click();
  await openGame(page, "Blackjack");
  await page.getByRole("button", { name: /^Deal · 10 coins$/ }).click();
  // Decline insurance when the dealer shows an ace; stand when asked; until the hand is settled.
  const noInsurance = page.getByRole("button", { name: "No insurance", exact: true });
  const stand = page.getByRole("button", { name: "Stand", exact: true });
  const again = page.getByRole("button", { name: /^Deal again/ });
  for (let step = 0; step < 4; step++) {
    await expect(stand.or(again).or(noInsurance)).toBeVisible({ timeout: 15_000 });
    if (await noInsurance.isVisible()) {
      await noInsurance.click();
      await expect(noInsurance).toBeHidden({ timeout: 15_000 });
    } else if (await stand.isVisible()) {
      await stand.click();
      await expect(stand).toBeHidden({ timeout: 15_000 });
    } else break;
  }
  await expect(again).toBeVisible({ timeout: 15_000 });
  const [hand] = await roundsOnceThere(page, "blackjack", 1);
  expect(hand?.totalBet).toBeGreaterThanOrEqual(10);
  await page.screenshot({ path: shot("games-web-blackjack") });

  // Verify: not yet (the seed is secret), then after Rotate seed it recomputes the hand: Match.
  await page.getByRole("button", { name: `Verify round ${hand?.roundId}` }).click();
  await expect(page.getByTestId("games-verify-result")).toContainText(/not revealed|rotate/i);
  await page.getByRole("button", { name: "Rotate seed" }).click();
  await expect(page.getByTestId("games-verify-result")).toContainText("Match", { timeout: 15_000 });
  await expect(page.getByTestId("games-verify-result")).not.toContainText("Mismatch");
  await page.screenshot({ path: shot("games-web-verify") });
});

test("Mini App: the same hub in Telegram, a baccarat coup on Player paid by its rules", async ({ page }) => {
  await openMiniApp(page, { path: "dashboard" });
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("navigation", { name: "More" }).getByRole("link", { name: "Games" }).click();
  await openGame(page, "Baccarat");
  const before = await coins(page);
  await page.getByRole("button", { name: /^Bet on Player/ }).click();
  const stake = (await api<{ games: { baccarat: { limits: { minBet: number } } } }>(page, "/api/games")).games
    .baccarat.limits.minBet;
  await page.getByRole("button", { name: "Deal", exact: true }).click();
  const [coup] = (await roundsOnceThere(page, "baccarat", 1)) as [GameHistoryEntry & { game: "baccarat" }];
  const { playerTotal, bankerTotal } = coup.outcome;
  const win = playerTotal > bankerTotal ? 2 * coup.totalBet : playerTotal === bankerTotal ? coup.totalBet : 0;
  expect(coup.totalBet).toBeGreaterThanOrEqual(stake);
  expect(coup.totalWin).toBe(win);
  await expect.poll(() => coins(page)).toBe(before - coup.totalBet + win);
  // Statistics, bet history and the baccarat board show the coup at once (a Telegram player is public).
  const stats = await api<{ gameStatistics: Record<string, { totalPlays: number; coinsWagered: number }> }>(
    page,
    "/api/users/me/game-statistics",
  );
  expect(stats.gameStatistics.baccarat).toMatchObject({ totalPlays: 1, coinsWagered: coup.totalBet });
  const board = await api<{ userIndex: number | null }>(page, "/api/leaderboard?gameType=baccarat");
  expect(board.userIndex).not.toBeNull();
  await page.screenshot({ path: shot("games-miniapp-baccarat"), fullPage: true });
});
