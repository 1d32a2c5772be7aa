// The store's shared steps for the store, inventory and swap specs (docs/product/economy.md §2).
import { expect, type Page } from "@playwright/test";
import { withPlatformDb } from "./dashboard-setup.ts";
import { query } from "./db.ts";
import type { TelegramUser } from "./telegram.ts";

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** A demo persona's private copy, signed in, on /dashboard/store (with an optional query string). */
export async function openStore(page: Page, demoId: string, search = "") {
  await page.goto(`/?demoId=${demoId}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/store${search}`);
}

export const entries = (page: Page) => page.getByTestId("store-entry");
export const entry = (page: Page, name: string) =>
  entries(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

/** The free default avatars every new player owns from sign-up, in catalog order. */
export const freeDefaults = async () =>
  (await query("SELECT id, name FROM skins WHERE is_default_skin = 1 AND price_gems = 0 ORDER BY id")).map(
    (row) => ({ id: Number(row.id), name: String(row.name) }),
  );

/** Leaves a Telegram player owning only `keep` of their skins (none by default), behind the app's back. */
export async function keepOnlySkins(user: TelegramUser, keep: number[] = []) {
  const [row] = await query("SELECT id FROM users WHERE telegram_id = ?", [String(user.id)]);
  const userId = Number(row?.id);
  expect(userId, `player for Telegram user ${user.id}`).toBeGreaterThan(0);
  await withPlatformDb((db) =>
    db.execute({
      // json_each: the kept ids as one argument (an empty list keeps nothing).
      sql: "DELETE FROM user_skins WHERE user_id = ? AND skin_id NOT IN (SELECT value FROM json_each(?))",
      args: [userId, JSON.stringify(keep)],
    }),
  );
}

/** The signed-in player's gems, as the API reads them. */
export async function gems(page: Page): Promise<number> {
  const response = await page.request.get("/api/users/me");
  return ((await response.json()) as { gemsAmount: number }).gemsAmount;
}
