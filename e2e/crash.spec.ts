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
/**
 * The page's balance, known from the server's answers and pushes, shows what the server holds: the
 * same text as the page shows once it reads the player afresh (a reload).
 */
async function expectShownBalanceExact(page: Page) {
  const badge = page.getByTestId("games-balance");
  const known = await badge.textContent();
  await page.reload();
  await expect(badge).not.toHaveText("…");
  await expect(badge).toHaveText(known ?? "-");
}

/** Whether game `gameNumber` has crashed (its hash revealed in the history). */
const isRevealed = async (page: Page, gameNumber: number) =>
  (await api<CrashHistory>(page, "/api/games/crash/history")).rounds.some((r) => r.gameNumber === gameNumber);

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

/**
 * The multiplier climbs on the page itself, between the server's ticks (`CRASH_TICK_MS`, 1 s; this
 * chain climbs 0.01× every ~33 ms): over 0.8 s of a running round the dial shows several values,
 * where ticks alone would show one or two. A round that crashes inside the 0.8 s is skipped.
 */
async function expectClimbDrawnOnPage(page: Page) {
  const phase = page.locator("[data-phase]");
  for (let attempt = 0; attempt < 8; attempt++) {
    await expect(phase).toHaveAttribute("data-phase", "running", { timeout: 30_000 });
    const seen = await page.getByTestId("crash-multiplier").evaluate(
      (dial) =>
        new Promise<{ values: number; ranThrough: boolean }>((resolve) => {
          const values = new Set([dial.textContent]);
          const observer = new MutationObserver(() => values.add(dial.textContent));
          observer.observe(dial, { characterData: true, childList: true, subtree: true });
          setTimeout(() => {
            observer.disconnect();
            const now = document.querySelector("[data-phase]")?.getAttribute("data-phase");
            resolve({ values: values.size, ranThrough: now === "running" });
          }, 800);
        }),
    );
    if (seen.ranThrough) {
      expect(seen.values).toBeGreaterThanOrEqual(4);
      return;
    }
    await expect(phase).not.toHaveAttribute("data-phase", "running", { timeout: 30_000 });
  }
  throw new Error("no round ran 0.8 s in eight rounds");
}

test("web: Crash in the hub, a bet with a 1.01× auto cash-out settled exactly as the server recorded it", async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  // The count keeps its unit with a non-breaking space, hence \s.
  await expect(page.getByText(/Taking bets · starts in [2-9]\ss/)).toBeVisible({ timeout: 30_000 });
  const before = await coins(page);
  const round = (await crashState(page)) as Configured;
  expect(round.round?.phase).toBe("betting");
  const gameNumber = round.round?.gameNumber ?? 0;
  // From the bet on, the page reads no player: every balance comes from the server's answers and pushes.
  let playerReads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/users/me") playerReads++;
  });
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
  // The result stays in view, labelled, once the next betting window opens (until the player bets again).
  const result = payout > 0 ? `You cashed out at 1.01×: ${payout} coins` : `Your bet of ${stake} coins lost`;
  await expect(page.getByTestId("crash-my-bet")).toHaveText(result);
  expect(playerReads).toBe(0);
  await expect(page.getByText(/Taking bets · starts in/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Last bet, game #${gameNumber}`)).toBeVisible();
  await expect(page.getByTestId("crash-my-bet")).toHaveText(result);
  const history = page.getByRole("list", { name: "Recent crash points" });
  await expect(history.getByRole("listitem").filter({ hasText: `#${gameNumber}` })).toContainText(pointText);
  await expect(history.getByRole("listitem").filter({ hasText: `#${gameNumber}` })).toContainText(hash);

  // The revealed hash is game g of the published chain: hashed forward g times, the terminating hash.
  let forward = hash;
  for (let i = 0; i < gameNumber; i++) forward = sha256Hex(forward);
  expect(forward).toBe(config.terminatingHash);
  await page.screenshot({ path: shot("crash-web"), fullPage: true });
  await expectShownBalanceExact(page);
  await expectClimbDrawnOnPage(page);
});

test("Mini App: Crash over the bearer socket, the bet kept over a reload, a manual cash-out as soon as it runs, paid as the server answered", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openMiniApp(page, { path: "dashboard" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Games" }).click();
  await page.getByRole("list", { name: "Games" }).getByRole("link", { name: "Play Crash" }).click();
  await expect(page.getByRole("heading", { name: "Crash", level: 1 })).toBeVisible();

  // The cash-out's answer, when the player cashed out (the record of what the server paid).
  let answer: { status: string; cashedOutAt: number | null; payout: number } | undefined;

  const stake = 50;
  await page.getByLabel("Stake in coins").fill(String(stake));
  await expect(page.getByText(/Taking bets · starts in [3-9]\ss/)).toBeVisible({ timeout: 30_000 });
  const before = await coins(page);
  const round = (await crashState(page)) as Configured;
  const gameNumber = round.round?.gameNumber ?? 0;
  await page.getByRole("button", { name: `Bet · ${stake} coins`, exact: true }).click();
  const myBet = page.getByTestId("crash-my-bet");
  await expect(myBet).toHaveText(`Your bet: ${stake} coins`);

  // The player reloads mid-round: the page reads their bet back (GET /api/games/crash/bet) and shows it.
  const readBack = page.waitForResponse(
    (r) => r.url().endsWith("/api/games/crash/bet") && r.request().method() === "GET",
  );
  await page.reload();
  const kept = ((await (await readBack).json()) as { bet: { gameNumber: number; stake: number } | null }).bet;
  const readAt = Date.now();
  let shown: string | null = null;
  if (kept) {
    expect(kept).toMatchObject({ gameNumber, stake });
    // Cash out as soon as the round runs (a round that crashes at once leaves nothing to cash out).
    const cashOut = page.getByRole("button", { name: /^Cash out · / });
    const lost = myBet.filter({ hasText: "lost" });
    const sawBet = await expect(myBet.or(cashOut).first())
      .toBeVisible({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    // Not shown only when the round (a short one) was over within moments of the page reading it.
    if (!sawBet)
      expect((await revealedRound(page, gameNumber)).crashedAt).toBeLessThanOrEqual(readAt + 2_000);
    // Cash-out offered, the bet lost, or (a page whose socket connected only after a short round
    // crashed, on a busy machine) the round over.
    await expect
      .poll(async () => (await cashOut.or(lost).isVisible()) || (await isRevealed(page, gameNumber)), {
        timeout: 30_000,
      })
      .toBe(true);
    if (await cashOut.isVisible()) {
      // A click that lands as the button goes (the round crashed) sends nothing: wait 10 s at most.
      const answered = page
        .waitForResponse((r) => r.url().endsWith("/api/games/crash/cashout"), { timeout: 10_000 })
        .catch(() => undefined);
      if (
        await cashOut.click({ timeout: 2_000 }).then(
          () => true,
          () => false,
        )
      ) {
        const response = await answered;
        if (response?.ok()) answer = await response.json();
      }
    }
    // What the page says of the bet, read as soon as it settles (a page whose socket connected after
    // the crash never saw it settle).
    const settled = myBet.filter({ hasText: /You cashed out at|lost/ });
    await expect
      .poll(async () => (await settled.isVisible()) || (await isRevealed(page, gameNumber)), {
        timeout: 30_000,
      })
      .toBe(true);
    shown = (await settled.isVisible()) ? await settled.textContent() : null;
  } else {
    // Only when the round had crashed (a 1.00× round) before the reloaded page asked.
    expect((await revealedRound(page, gameNumber)).crashedAt).toBeLessThanOrEqual(readAt);
  }

  const revealed = await revealedRound(page, gameNumber);
  const point = revealed.point;
  const won = answer?.status === "won" ? answer : undefined;
  const payout = won ? Math.floor((stake * (won.cashedOutAt ?? 0)) / 100) : 0;
  if (won) {
    expect(won.payout).toBe(payout);
    expect(won.cashedOutAt ?? 0).toBeLessThanOrEqual(point);
    // The page showed it.
    expect(shown).toBe(`You cashed out at ${((won.cashedOutAt ?? 0) / 100).toFixed(2)}×: ${payout} coins`);
    // It stays in view, labelled, once the next betting window opens (until the player bets again).
    await expect(page.getByText(/Taking bets · starts in/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Last bet, game #${gameNumber}`)).toBeVisible();
    await expect(myBet).toHaveText(shown ?? "");
  }
  await expect.poll(() => coins(page)).toBe(before - stake + payout);
  await expect(page.getByRole("list", { name: "Recent crash points" })).toContainText(revealed?.hash ?? "-");
  await page.screenshot({ path: shot("crash-miniapp"), fullPage: true });
  await expectShownBalanceExact(page);
  await expectClimbDrawnOnPage(page);
});
