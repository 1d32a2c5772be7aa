// The games' playable states, which no route shows by itself: the route sweep sees the games hub
// (/dashboard/games), while a player plays at a game's table (`?game=`), in blackjack also mid-hand,
// and in crash through a shared round's betting window and its run. Each state is reached as a player
// reaches it, by what the page shows (never a fixed wait). Crash's states last seconds: the checks
// are kept only while the state held throughout them (see SweepState.reach).
import { expect, type Locator, type Page } from "@playwright/test";
import {
  CRASH_GAME,
  GAMES_PATH,
  HUB_GAMES,
  type HubGame,
} from "../../../web/src/features/games/common/constants.ts";
import { gameSearch } from "../../../web/src/features/games/common/hub-rules.ts";
import type { SweepState } from "./sweep-page.ts";

/** The control that shows each hub game's table is ready to play (a new hub game needs its entry). */
const READY: Readonly<Record<HubGame, RegExp>> = {
  blackjack: /^Deal( again)? · /,
  roulette: /^Spin$/,
  baccarat: /^Deal$/,
  slots: /^Spin · /,
};

/** A crash round may crash at 1.00×, before anyone can cash out: rounds tried for a run with a bet. */
const CRASH_ROUNDS = 10;
/** A crash round comes every few seconds (e2e/serve.ts: 4 s betting windows); generous for a busy CI. */
const ROUND_WAIT_MS = 60_000;

const table = (page: Page): Locator => page.getByRole("region", { name: "Table" });
const gamePath = (game: HubGame | typeof CRASH_GAME) => `${GAMES_PATH}${gameSearch(game)}`;

async function ready(page: Page, game: HubGame) {
  await expect(table(page).getByRole("button", { name: READY[game] })).toBeVisible({ timeout: 30_000 });
}

/** Blackjack mid-hand: dealt (again) until a hand stays open for the player's move (insurance included). */
async function blackjackHand(page: Page) {
  const move = table(page).getByRole("group", { name: "Your move" });
  const deal = table(page).getByRole("button", { name: READY.blackjack });
  for (let hand = 0; hand < 10 && !(await move.isVisible()); hand++) {
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes("/api/games/blackjack") && r.request().method() === "POST",
      ),
      deal.click(),
    ]);
    // While the deal is answered the button reads "Dealing"; then the hand is open or already over.
    await expect(move.or(deal).first()).toBeVisible();
  }
  await expect(move, "sweep: ten blackjack deals in a row ended at once").toBeVisible();
}

/** The round's status line (its number and phase); `data-phase` is betting, running, crashed or waiting. */
const crashStatus = (page: Page): Locator => page.locator("p[data-phase]");
const roundOf = (text: string | null) => /Round #(\d+)/.exec(text ?? "")?.[1] ?? null;

/** Whether the page still shows round `round` in `phase`. */
const crashHolds = (page: Page, round: string | null, phase: string) => async () => {
  const status = crashStatus(page);
  return (await status.getAttribute("data-phase")) === phase && roundOf(await status.textContent()) === round;
};

async function crashBetting(page: Page) {
  const status = crashStatus(page);
  await expect(status).toHaveAttribute("data-phase", "betting", { timeout: ROUND_WAIT_MS });
  return crashHolds(page, roundOf(await status.textContent()), "betting");
}

/** A round running with the player's bet in it, so Cash out shows: bet in a window, then the run. */
async function crashRunning(page: Page) {
  const status = crashStatus(page);
  const bet = table(page).getByRole("button", { name: /^Bet · / });
  const cashOut = table(page).getByRole("button", { name: /^Cash out · / });
  const myBet = page.getByTestId("crash-my-bet");
  const closed = page.locator('p[data-phase]:not([data-phase="betting"])');
  for (let round = 0; round < CRASH_ROUNDS; round++) {
    // Bet at the start of a window (all of its 4 s ahead): a window already under way may close before
    // a busy machine's click arrives, and the server's 409 would read as a console error.
    if ((await status.getAttribute("data-phase")) === "betting")
      await expect(status).not.toHaveAttribute("data-phase", "betting", { timeout: ROUND_WAIT_MS });
    await expect(status).toHaveAttribute("data-phase", "betting", { timeout: ROUND_WAIT_MS });
    await bet.click();
    // Placed, or the window closed before the bet was (then the next window).
    await expect(
      myBet
        .filter({ hasText: /^Your bet: / })
        .or(closed)
        .first(),
    ).toBeVisible();
    if (!(await myBet.filter({ hasText: /^Your bet: / }).isVisible())) continue;
    // Running with Cash out, or crashed at once (then bet again on the next round).
    const lost = myBet.filter({ hasText: / lost$/ });
    await expect(cashOut.or(lost).first()).toBeVisible({ timeout: ROUND_WAIT_MS });
    if (!(await cashOut.isVisible())) continue;
    return crashHolds(page, roundOf(await status.textContent()), "running");
  }
  throw new Error(`sweep: no crash round of ${CRASH_ROUNDS} ran with the player's bet in it`);
}

/**
 * Every hub game's table as opened, blackjack also mid-hand, then crash in its betting window and
 * running with the player's bet (Cash out showing).
 */
export const GAME_STATES: readonly SweepState[] = [
  ...HUB_GAMES.flatMap((game): SweepState[] => {
    const opened: SweepState = {
      id: `games-${game}`,
      path: gamePath(game),
      reach: async (page) => {
        await ready(page, game);
        return undefined;
      },
    };
    if (game !== "blackjack") return [opened];
    const hand: SweepState = {
      id: "games-blackjack-hand",
      reach: async (page) => {
        await blackjackHand(page);
        return undefined;
      },
    };
    return [opened, hand];
  }),
  { id: "games-crash-betting", path: gamePath(CRASH_GAME), reach: crashBetting },
  { id: "games-crash-running", reach: crashRunning },
];
