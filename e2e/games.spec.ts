import { expect, type Page, test } from "@playwright/test";
import { type GameHistoryEntry, RED_NUMBERS } from "../api/src/client-games.ts";
import { formatLargeNumber } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { playStandingHand } from "./lib/blackjack.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import { api, figure } from "./lib/settings.ts";
import { backButtonVisible, openMiniApp, press } from "./lib/telegram.ts";

// Issue 19: the games hub (/dashboard/games) in both shells, every round played by the server with
// the player's coins; whatever the seeds deal, the page's balance, the round's record and the rules'
// payout agree; statistics, history and boards move at once; and a round verifies in the browser
// once a rotation reveals its seed. Each shell plays a round of each of the four instant games
// (crash has its own spec, e2e/crash.spec.ts).

type Figures = { totalPlays: number; coinsWagered: number; sessions: number };

const coins = async (page: Page) => (await api<{ coinsAmount: number }>(page, "/api/users/me")).coinsAmount;
const rounds = async (page: Page, game: string) =>
  (await api<{ rounds: GameHistoryEntry[] }>(page, `/api/games/history?game=${game}`)).rounds;
const figures = async (page: Page, game: string): Promise<Figures> => {
  const { gameStatistics } = await api<{ gameStatistics: Record<string, Figures> }>(
    page,
    "/api/users/me/game-statistics",
  );
  const { totalPlays = 0, coinsWagered = 0, sessions = 0 } = gameStatistics[game] ?? {};
  return { totalPlays, coinsWagered, sessions };
};

/** The player's rounds of `game`, once there are `count`. */
async function roundsOnceThere(page: Page, game: string, count: number) {
  await expect.poll(async () => (await rounds(page, game)).length, { timeout: 15_000 }).toBe(count);
  return rounds(page, game);
}

const hub = (page: Page) => page.getByRole("list", { name: "Games" });

/** Opens `name` from the hub. */
async function openGame(page: Page, name: string) {
  await hub(page)
    .getByRole("link", { name: `Play ${name}` })
    .click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

/**
 * Back from a game to the hub: the page's "All games" link on the web; in the Mini App (no link of
 * its own) Telegram's BackButton, shown on a game opened from the hub.
 */
async function backToHub(page: Page) {
  const link = page.getByRole("link", { name: "All games" });
  if ((await link.count()) > 0) await link.click();
  else {
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await press(page, "back_button_pressed");
  }
  await expect(hub(page)).toBeVisible();
}

/**
 * Plays `play` as the player's first round of `game`, then checks the round's record against the
 * coins and the one recording path: one more play of its stake in the statistics, and a session
 * opened (the first round played here: a demo persona's seeded figures have sessions of their own).
 * Answers the round.
 */
async function oneRound(page: Page, game: string, play: () => Promise<void>) {
  const before = await coins(page);
  const stats = await figures(page, game);
  await play();
  const [round] = (await roundsOnceThere(page, game, 1)) as [GameHistoryEntry];
  await expect.poll(() => coins(page)).toBe(before - round.totalBet + round.totalWin);
  expect(await figures(page, game)).toEqual({
    totalPlays: stats.totalPlays + 1,
    coinsWagered: stats.coinsWagered + round.totalBet,
    sessions: stats.sessions + 1,
  });
  // The game's own history lists the round.
  await expect(page.getByRole("button", { name: `Verify round ${round.roundId}` })).toBeVisible();
  return round;
}

/** Roulette: 5 on Red and 5 on 17 (the 5-coin chip), one spin, paid by the table's rules. */
async function roulette(page: Page) {
  await openGame(page, "Roulette");
  await expect(page).toHaveURL(/game=roulette/);
  const spin = await oneRound(page, "roulette", async () => {
    await page.getByRole("button", { name: "5 coins chip", exact: true }).click();
    await page.getByRole("button", { name: "Red", exact: true }).click();
    await page.getByRole("button", { name: "Straight 17", exact: true }).click();
    await page.getByRole("button", { name: "Spin", exact: true }).click();
  });
  const pocket = (spin as GameHistoryEntry & { game: "roulette" }).outcome.pocket;
  const expected = (RED_NUMBERS.includes(pocket) ? 10 : 0) + (pocket === 17 ? 180 : 0);
  expect([spin.totalBet, spin.totalWin]).toEqual([10, expected]);
}

/** Slots: one spin at the default stake. */
async function slots(page: Page) {
  await openGame(page, "Slots");
  await oneRound(page, "slots", () => page.getByRole("button", { name: /^Spin · / }).click());
}

/** Baccarat: the table's minimum on Player, paid 1:1, pushed on a tie. */
async function baccarat(page: Page) {
  await openGame(page, "Baccarat");
  const coup = await oneRound(page, "baccarat", async () => {
    await page.getByRole("button", { name: /^Bet on Player/ }).click();
    await page.getByRole("button", { name: "Deal", exact: true }).click();
  });
  const { playerTotal, bankerTotal } = (coup as GameHistoryEntry & { game: "baccarat" }).outcome;
  const stake = (await api<{ games: { baccarat: { limits: { minBet: number } } } }>(page, "/api/games")).games
    .baccarat.limits.minBet;
  expect(coup.totalBet).toBe(stake);
  expect(coup.totalWin).toBe(playerTotal > bankerTotal ? 2 * stake : playerTotal === bankerTotal ? stake : 0);
}

/** Blackjack: deal 10, decline insurance when offered, stand whenever asked, until settled. */
async function blackjack(page: Page) {
  await openGame(page, "Blackjack");
  const hand = await oneRound(page, "blackjack", () =>
    playStandingHand(page, {
      deal: /^Deal · 10 coins$/,
      noInsurance: "No insurance",
      stand: "Stand",
      again: /^Deal again/,
    }),
  );
  expect(hand.totalBet).toBeGreaterThanOrEqual(10);
  return hand;
}

/** Verify on `round`: not yet while the seed is secret, then Match once Rotate seed reveals it. */
async function verifyAfterRotation(page: Page, round: GameHistoryEntry) {
  await page.getByRole("button", { name: `Verify round ${round.roundId}` }).click();
  const result = page.getByTestId("games-verify-result");
  await expect(result).toContainText(/not revealed|rotate/i);
  await page.getByRole("button", { name: "Rotate seed" }).click();
  await expect(result).toContainText("Match", { timeout: 15_000 });
  await expect(result).not.toContainText("Mismatch");
}

test("web: the hub, a round of each game paid by its rules and counted at once, Verify after rotating the seed", async ({
  page,
}) => {
  await signIn(page, "jade-guest");
  await page.goto("/dashboard/games");
  for (const name of ["Blackjack", "Roulette", "Baccarat", "Slots"])
    await expect(hub(page).getByRole("heading", { name })).toBeVisible();
  await page.screenshot({ path: shot("games-web-hub") });

  await roulette(page);
  await page.screenshot({ path: shot("games-web-roulette") });
  await backToHub(page);
  await slots(page);
  await page.screenshot({ path: shot("games-web-slots") });
  await backToHub(page);
  await baccarat(page);
  await page.screenshot({ path: shot("games-web-baccarat") });
  await backToHub(page);
  const hand = await blackjack(page);
  await page.screenshot({ path: shot("games-web-blackjack") });
  await verifyAfterRotation(page, hand);
  await page.screenshot({ path: shot("games-web-verify") });
});

test("Mini App: the Games tab, a round of each game, the player's statistics and boards in Telegram, Verify", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openMiniApp(page, { path: "dashboard" });
  const tabs = page.getByRole("navigation", { name: "Main" });
  await tabs.getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/\/tg-app\/dashboard\/games$/);

  await roulette(page);
  await page.screenshot({ path: shot("games-miniapp-roulette"), fullPage: true });
  await backToHub(page);
  await slots(page);
  await page.screenshot({ path: shot("games-miniapp-slots"), fullPage: true });
  await backToHub(page);
  await blackjack(page);
  await page.screenshot({ path: shot("games-miniapp-blackjack"), fullPage: true });
  await backToHub(page);
  await baccarat(page);
  await page.screenshot({ path: shot("games-miniapp-baccarat"), fullPage: true });
  const [coup] = await rounds(page, "baccarat");
  await verifyAfterRotation(page, coup!);
  await page.screenshot({ path: shot("games-miniapp-verify"), fullPage: true });

  // A new Telegram player: the Profile's statistics show the one round and one session of roulette…
  await page.getByRole("button", { name: "More" }).click();
  await page.getByRole("navigation", { name: "More" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Statistics" }).click();
  await page.getByRole("tablist", { name: "Statistics" }).getByRole("tab", { name: "Roulette" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(figure(panel, "Total games")).toHaveText(formatLargeNumber(1));
  await expect(figure(panel, "Sessions")).toHaveText(formatLargeNumber(1));
  await page.screenshot({ path: shot("games-miniapp-statistics"), fullPage: true });

  // …and the roulette board ranks them (a Telegram player is public), as the API says.
  await tabs.getByRole("link", { name: "Leaderboard" }).click();
  await page.getByRole("group", { name: "Game" }).getByRole("button", { name: "Roulette" }).click();
  const board = await api<{ userIndex: number | null }>(page, "/api/leaderboard?gameType=roulette");
  expect(board.userIndex).not.toBeNull();
  await expect(page.getByTestId("personal-panel").getByTestId("personal-rank")).toHaveText(
    `#${board.userIndex}`,
  );
  await page.screenshot({ path: shot("games-miniapp-board"), fullPage: true });
});
