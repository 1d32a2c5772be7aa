// The page's clock under the test's hand (Playwright's `page.clock`): a UI timer ("shown for 5 s",
// "redirects after 3 s") is checked by moving the page's time, never by timing it on the wall clock,
// so a slow or busy machine changes nothing. Install the clock (`page.clock.install()`) before the
// page loads, and only in the tests that use these helpers: it takes over every timer of the page.
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./axe.ts";

/** The page's own time (`Date.now()` in the page: the installed clock's, frozen while it is paused). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Pauses the page's (installed, running) clock: from here no page timer fires unless the test moves
 * time with `page.clock.runFor`. The clock is paused a second ahead (`pauseAt` cannot go back, and
 * the running clock moves on while the call travels); timers due in that second fire on the way, so
 * freeze before the action whose timer is under test.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await pageNow(page)) + 1_000);
}

/**
 * Moves a paused page clock on in 5 ms steps until the locator shows, and returns the page's time
 * then: a fetch's answer reaches React through a zero-delay timer (TanStack Query's notifier), and a
 * lazily loaded dialog is revealed by React's Suspense timers, which only run when the clock moves.
 * A timer started when the locator appeared started within a step or two before the returned time.
 */
export async function tickUntilVisible(page: Page, locator: Locator): Promise<number> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(5);
        return locator.isVisible();
      },
      // Step after step: the page's time moves only as far as the steps taken.
      { intervals: [10] },
    )
    .toBe(true);
  return pageNow(page);
}

/** Moves a paused page clock on to the page time `time` (firing every timer due on the way). */
export async function runClockTo(page: Page, time: number): Promise<void> {
  const now = await pageNow(page);
  expect(time, "the page's clock cannot go back").toBeGreaterThanOrEqual(now);
  await page.clock.runFor(time - now);
}

/**
 * The promise "shown for `durationMs`, then gone", on a paused clock: `shownAt` is the page time the
 * element appeared (from `tickUntilVisible`, or `pageNow` right after an action that shows it at
 * once). Still there `marginMs` before the duration is up, gone `marginMs` after it.
 */
export async function expectShownFor(
  page: Page,
  shownAt: number,
  durationMs: number,
  shown: () => Promise<void>,
  gone: () => Promise<void>,
  marginMs = 100,
): Promise<void> {
  await runClockTo(page, shownAt + durationMs - marginMs);
  await shown();
  await runClockTo(page, shownAt + durationMs + marginMs);
  await gone();
}

/**
 * axe on the page (or `scope`) while the page's clock is paused: axe itself schedules zero-delay
 * timers, so the clock is nudged a millisecond at a time until it is done. Returns how far it moved (ms).
 */
export async function axeWhileFrozen(page: Page, scope = "dialog"): Promise<number> {
  let running = true;
  let moved = 0;
  const ticking = (async () => {
    while (running) {
      // The clock belongs to the context: axe finishes its run in a page of its own and closes it,
      // which can cut one tick short. The next one goes through.
      const ticked = await page.clock.runFor(1).then(
        () => true,
        () => false,
      );
      if (ticked) moved++;
    }
  })();
  try {
    await expectNoSeriousA11yViolations(page, scope);
  } finally {
    running = false;
    await ticking;
  }
  return moved;
}
