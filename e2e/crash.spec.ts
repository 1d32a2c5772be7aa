import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import type { CrashStateResponse } from "../api/src/client-games.ts";
import { shot } from "./lib/artifacts.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import { api } from "./lib/settings.ts";
import { openMiniApp } from "./lib/telegram.ts";

// Issue 19: Crash in the games hub (e2e/serve.ts runs a short fixed test chain with 4 s betting
// windows). Whatever the chain deals, the player's coins, the round's revealed point and the page agree:
// balance after = before − stake + payout, payout = floor(stake × 1.01) when the point reached the
// auto cash-out, else 0; and the revealed hash hashes forward to the published terminating hash.

type Configured = Extract<CrashStateResponse, { configured: true }>;
interface CrashHistory {
  rounds: { gameNumber: number; hash: string; point: number; crashedAt: number }[];
}

const coins = async (page: Page) => (await api<{ coinsAmount: number }>(page, "/api/users/me")).coinsAmount;
const crashState = (page: Page) => api<CrashStateResponse>(page, "/api/games/crash");
const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

/** Game `gameNumber` once it has crashed: its point and revealed hash, from the history. */
async function revealedRound(page: Page, gameNumber: number) {
  let revealed: CrashHistory["rounds"][number] | undefined;
  await expect
    .poll(
      async () => {
        revealed = (await api<CrashHistory>(page, "/api/games/crash/history")).rounds.find(
          (r) => r.gameNumber === gameNumber,
        );
        return revealed !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return revealed as NonNullable<typeof revealed>;
}

test("web: Crash in the hub, a bet with a 1.01× auto cash-out settled exactly as the server recorded it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "jade-guest");
  await page.goto("/dashboard/games");
  const state = await crashState(page);
  expect(state.configured).toBe(true);
  const config = state as Configured;

  await page.getByRole("list", { name: "Games" }).getByRole("link", { name: "Play Crash" }).click();
  await expect(page).toHaveURL(/game=crash/);
  await expect(page.getByRole("heading", { name: "Crash", level: 1 })).toBeVisible();
  await expect(page.getByTestId("crash-terminating-hash")).toHaveText(config.terminatingHash);

  const stake = 100;
  await page.getByLabel("Stake in coins").fill(String(stake));
  await page.getByLabel(/Auto cash-out/).fill("1.01");

  // A betting window with time left to bet in.
  await expect(page.getByText(/Taking bets · starts in [2-9] s/)).toBeVisible({ timeout: 30_000 });
  const before = await coins(page);
  const round = (await crashState(page)) as Configured;
  expect(round.round?.phase).toBe("betting");
  const gameNumber = round.round?.gameNumber ?? 0;
  await page.getByRole("button", { name: `Bet · ${stake} coins`, exact: true }).click();
  await expect(page.getByTestId("crash-my-bet")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Bet placed: ${stake} coins` })).toBeAttached();

  // The round ends; its point and hash are revealed in the history.
  const revealed = await revealedRound(page, gameNumber);
  const { point, hash } = revealed;
  const payout = point >= 101 ? Math.floor((stake * 101) / 100) : 0;
  await expect.poll(() => coins(page)).toBe(before - stake + payout);

  const pointText = `${(point / 100).toFixed(2)}×`;
  await expect(page.getByRole("status").filter({ hasText: `Crashed at ${pointText}` })).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.getByTestId("crash-my-bet")).toHaveText(
    payout > 0 ? `You cashed out at 1.01×: ${payout} coins` : `Your bet of ${stake} coins lost`,
  );
  const history = page.getByRole("list", { name: "Recent crash points" });
  await expect(history.getByRole("listitem").filter({ hasText: `#${gameNumber}` })).toContainText(pointText);
  await expect(history.getByRole("listitem").filter({ hasText: `#${gameNumber}` })).toContainText(hash);

  // The revealed hash is game g of the published chain: hashed forward g times, the terminating hash.
  let forward = hash;
  for (let i = 0; i < gameNumber; i++) forward = sha256Hex(forward);
  expect(forward).toBe(config.terminatingHash);
  await page.screenshot({ path: shot("crash-web"), fullPage: true });
});

test("Mini App: Crash over the bearer socket, a manual cash-out as soon as it runs, paid as the server answered", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openMiniApp(page, { path: "dashboard" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Games" }).click();
  await page.getByRole("list", { name: "Games" }).getByRole("link", { name: "Play Crash" }).click();
  await expect(page.getByRole("heading", { name: "Crash", level: 1 })).toBeVisible();

  // Every cash-out answer the server gives (the record of what it paid).
  const answers: { status: string; cashedOutAt: number | null; payout: number }[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith("/api/games/crash/cashout") && response.ok())
      answers.push(await response.json());
  });

  const stake = 50;
  await page.getByLabel("Stake in coins").fill(String(stake));
  await expect(page.getByText(/Taking bets · starts in [2-9] s/)).toBeVisible({ timeout: 30_000 });
  const before = await coins(page);
  const round = (await crashState(page)) as Configured;
  const gameNumber = round.round?.gameNumber ?? 0;
  await page.getByRole("button", { name: `Bet · ${stake} coins`, exact: true }).click();
  await expect(page.getByTestId("crash-my-bet")).toHaveText(`Your bet: ${stake} coins`);

  // Cash out as soon as the round runs (a round that crashes at once leaves nothing to cash out).
  const cashOut = page.getByRole("button", { name: /^Cash out · / });
  const lost = page.getByTestId("crash-my-bet").filter({ hasText: "lost" });
  await expect(cashOut.or(lost)).toBeVisible({ timeout: 20_000 });
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => {});
  // What the page says of the bet, read now: the next round (1 s after the crash here) clears it.
  const myBet = page.getByTestId("crash-my-bet");
  await expect(myBet).toHaveText(/You cashed out at|lost/, { timeout: 20_000 });
  const shown = await myBet.textContent();

  const revealed = await revealedRound(page, gameNumber);
  const point = revealed.point;
  const answer = answers.find((a) => a.status === "won");
  const payout = answer ? Math.floor((stake * (answer.cashedOutAt ?? 0)) / 100) : 0;
  if (answer) {
    expect(answer.payout).toBe(payout);
    expect(answer.cashedOutAt ?? 0).toBeLessThanOrEqual(point);
    expect(shown).toBe(`You cashed out at ${((answer.cashedOutAt ?? 0) / 100).toFixed(2)}×: ${payout} coins`);
  }
  await expect.poll(() => coins(page)).toBe(before - stake + payout);
  await expect(page.getByRole("list", { name: "Recent crash points" })).toContainText(revealed?.hash ?? "-");
  await page.screenshot({ path: shot("crash-miniapp"), fullPage: true });
});
