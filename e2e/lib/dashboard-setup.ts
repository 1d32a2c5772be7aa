// Shapes a signed-in demo copy for a dashboard test by writing the served platform's database
// (the copy is private to the test's visit, so nothing else sees the change).
import { type Client, createClient } from "@libsql/client";
import { type Browser, type Cookie, expect, type Page } from "@playwright/test";

export { dismissWelcome } from "./welcome.ts";

/** The signed-in player's id, read through the API with the page's session. */
export async function playerId(page: Page): Promise<number> {
  const response = await page.request.get("/api/users/me");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Keeps only the player's first `count` owned skins (by id), so the avatar carousel has that many,
 * and waits until the API answers with exactly that many: the change is made by another process,
 * and a page reloaded before the API has seen it would test a stale answer, not the carousel.
 */
export async function keepOwnedSkins(page: Page, count: number) {
  const userId = await playerId(page);
  await withPlatformDb((db) =>
    db.execute({
      sql: `delete from user_skins where user_id = ? and skin_id not in
              (select skin_id from user_skins where user_id = ? order by skin_id limit ?)`,
      args: [userId, userId, count],
    }),
  );
  await expect
    .poll(
      async () => {
        const response = await page.request.get("/api/skins/me");
        return ((await response.json()) as { skins?: unknown[] }).skins?.length;
      },
      { message: `GET /api/skins/me should list ${count} avatars after the database change` },
    )
    .toBe(count);
}

/**
 * Signs a demo persona in once and returns its session cookies, so several read-only tests share
 * one private copy: the API allows 30 demo log-ins per 15 minutes from one address, and the whole
 * e2e run comes from one.
 */
export async function demoSessionCookies(
  browser: Browser,
  baseURL: string | undefined,
  demoId: string,
): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/?demoId=${demoId}`);
    // A demo log-in copies the persona (skins, items, statistics): allow for a loaded machine.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
    return await context.cookies();
  } finally {
    await context.close();
  }
}

/** Opens /dashboard in this page with a shared session (the cookie; the tab has no bearer token). */
export async function openWithSession(page: Page, cookies: Cookie[], path = "/dashboard") {
  await page.context().addCookies(cookies);
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** The side navigation's and the burger menu's entries (docs/product/platform.md §2). */
export const DASHBOARD_NAV_LABELS = [
  "Buy gems",
  "Dashboard",
  "Leaderboard",
  "Vesting",
  "Staking",
  "Settings",
  "Wheel of Fortune",
  "Items",
] as const;

/** Signs in as a demo player (a private copy of the persona) and lands on the dashboard. */
export async function signIn(page: Page, demoId = "jade-beta") {
  await page.goto(`/?demoId=${demoId}`);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const tutorial = (page: Page) => page.getByTestId("tutorial");

/**
 * Grants the signed-in player one of every catalog item they do not own yet (as a server grant
 * would), so the inventory holds more than one page; answers how many items they now own.
 */
export async function grantEveryItem(page: Page): Promise<number> {
  const userId = await playerId(page);
  return withPlatformDb(async (db) => {
    await db.execute({
      sql: `insert into user_items (user_id, item_id, source)
              select ?, id, 'grant' from items where id not in (select item_id from user_items where user_id = ?)`,
      args: [userId, userId],
    });
    const [row] = (
      await db.execute({ sql: "select count(*) as n from user_items where user_id = ?", args: [userId] })
    ).rows;
    return Number(row?.n);
  });
}

/** Runs `work` on a write connection to the served platform's database (waits out its writer). */
export async function withPlatformDb<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set: run through e2e/playwright.config.ts");
  const db = createClient({ url: `file:${path}` });
  try {
    await db.execute("PRAGMA busy_timeout = 5000");
    return await work(db);
  } finally {
    db.close();
  }
}
