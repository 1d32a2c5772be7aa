import { expect, type Page, test } from "@playwright/test";
import { shot } from "./lib/artifacts.ts";
import { openMiniApp } from "./lib/telegram.ts";
import { TON_WALLETS_LIST_URL, tonWalletsList } from "./lib/ton-wallets.ts";

// The Purchase page's TON panel (issue 31, defect 9): TON Connect fetched its wallet list, and then
// every wallet's icon, as the page opened; offline that was some thirty console errors on a page the
// player may never use TON on. Now nothing of TON Connect runs until the player opens the panel, and
// a list that cannot be fetched is said in the panel, with a retry, instead of in the console.

const UNAVAILABLE = "The list of TON wallets could not be loaded. Check your connection and try again.";

const isThirdParty = (url: URL) => !["127.0.0.1", "localhost"].includes(url.hostname);

/** Every request beyond this machine, refused as offline (this holds on a machine that is online). */
async function offline(page: Page) {
  await page.route(isThirdParty, (route) => route.abort("internetdisconnected"));
}

/** The wallet list reachable: a later route wins over `offline`'s for its one address. */
async function listReachable(page: Page, assets: string) {
  await page.route(TON_WALLETS_LIST_URL, (route) => route.fulfill({ json: tonWalletsList(assets) }));
}

/** What the page asks beyond this machine, its scripts, and what its console logs as errors. */
function watch(page: Page) {
  const seen = { external: [] as string[], scripts: [] as string[], errors: [] as string[] };
  page.on("request", (request) => {
    if (isThirdParty(new URL(request.url()))) seen.external.push(request.url());
    if (request.resourceType() === "script") seen.scripts.push(request.url());
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser's own line for the one request the test refuses on purpose: Chrome logs every failed
    // load, whoever asked; it says nothing of the app. Anything the app (or the SDK) logs still counts.
    const refusedList =
      message.location().url === TON_WALLETS_LIST_URL && message.text().startsWith("Failed to load resource");
    if (!refusedList) seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => seen.errors.push(`pageerror: ${error.message}`));
  return seen;
}

/** A page screenshot with the panel in the middle of it (the tab bar would cover it at the bottom). */
async function shotOfPanel(page: Page, name: string) {
  await page.getByTestId("ton-wallet").evaluate((panel) => panel.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: shot(name) });
}

const TON_CONNECT_UI = /\/ton-connect-ui-[^/]*\.js$/;

/** Opens the Mini App's purchase page with nothing off this machine reachable; answers the TON panel. */
async function openPurchasePage(page: Page) {
  await openMiniApp(page, { path: "dashboard/buy-gems" });
  const ton = page.getByTestId("ton-wallet");
  await expect(ton.getByRole("button", { name: /connect wallet/i })).toBeVisible();
  await page.waitForLoadState("networkidle");
  return ton;
}

test("Mini App: the TON panel asks for no wallet list until opened, and offline says so quietly", async ({
  page,
  baseURL,
}) => {
  const seen = watch(page);
  await offline(page);
  const ton = await openPurchasePage(page);
  await expect(ton.getByRole("heading", { name: "TON wallet" })).toBeVisible();
  // On load: no wallet list, no icons, no telemetry, nothing logged; TON Connect's UI not even loaded.
  expect(seen.external).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.scripts.some((url) => TON_CONNECT_UI.test(url))).toBe(false);
  await shotOfPanel(page, "miniapp-ton-panel-closed-390");

  // Opened offline: one request for the list, refused; the panel says so and offers a retry.
  await ton.getByRole("button", { name: /connect wallet/i }).click();
  await expect(ton.getByRole("status")).toHaveText(UNAVAILABLE);
  await expect(ton.getByRole("button", { name: "Try again" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(seen.external).toEqual([TON_WALLETS_LIST_URL]);
  expect(seen.errors).toEqual([]);
  await expect(page.getByRole("heading", { name: "Connect your TON wallet" })).toHaveCount(0);
  await shotOfPanel(page, "miniapp-ton-panel-unavailable-390");

  // Back online (the list answers; its icons are the platform's own): the retry opens TON Connect's
  // modal with the list's wallets.
  await listReachable(page, baseURL!);
  await ton.getByRole("button", { name: "Try again" }).click();
  const modal = page.locator("#tc-widget-root");
  await expect(modal.getByRole("heading", { name: "Connect your TON wallet" })).toBeVisible();
  await expect(modal.getByRole("button", { name: "Tonkeeper" })).toBeVisible();
  await expect(modal.getByRole("button", { name: "MyTonWallet" })).toBeVisible();
  await expect(ton.getByRole("status")).toHaveCount(0);
  expect(seen.external).toEqual([TON_WALLETS_LIST_URL, TON_WALLETS_LIST_URL]);
  expect(seen.errors).toEqual([]);
  await page.screenshot({ path: shot("miniapp-ton-modal-390") });
});

test("Mini App: opened with the wallet list reachable, the TON panel shows its wallets at once", async ({
  page,
  baseURL,
}) => {
  const seen = watch(page);
  await offline(page);
  await listReachable(page, baseURL!);
  const ton = await openPurchasePage(page);
  expect(seen.external).toEqual([]);

  await ton.getByRole("button", { name: /connect wallet/i }).click();
  const modal = page.locator("#tc-widget-root");
  await expect(modal.getByRole("button", { name: "Tonkeeper" })).toBeVisible();
  await expect(modal.getByRole("button", { name: "MyTonWallet" })).toBeVisible();
  expect(seen.external).toEqual([TON_WALLETS_LIST_URL]);
  expect(seen.scripts.some((url) => TON_CONNECT_UI.test(url))).toBe(true);
  expect(seen.errors).toEqual([]);

  // Closed and opened again from TON Connect's own button: the list is not asked for twice.
  await page.keyboard.press("Escape");
  await expect(modal.getByRole("heading", { name: "Connect your TON wallet" })).toBeHidden();
  await ton.getByRole("button", { name: /connect wallet/i }).click();
  await expect(modal.getByRole("button", { name: "Tonkeeper" })).toBeVisible();
  expect(seen.external).toEqual([TON_WALLETS_LIST_URL]);
});
