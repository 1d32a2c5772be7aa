import { expect, type Page, test } from "@playwright/test";
import { SOLANA_TOKENS } from "../db/src/payments/chains.ts";
import { shot } from "./lib/artifacts.ts";
import { buyStartUpWithCrypto, gems, openBuyGems } from "./lib/buy-gems.ts";
import { query } from "./lib/db.ts";
import { installSolanaWallet, solanaBalance, solanaTokenBalance } from "./lib/solana-wallet.ts";

// docs/product/economy.md §4 "Solana purchase" in the browser against the e2e platform's Solana node (a JSON-RPC
// stand-in running the real signed wire transactions): Phantom connects from the purchase, the
// transfer carries the order's memo, the server reads it finalized and parsed, credits once, and the
// buyer hears it on /solana.
const USDC_DEVNET = SOLANA_TOKENS.find((token) => token.symbol === "USDC")?.mints.devnet as string;

async function platformWallet(page: Page): Promise<string> {
  const config = (await (await page.request.get("/api/public-config")).json()) as {
    payments: { solana: { platformWallet: string } | null };
  };
  return config.payments.solana?.platformWallet as string;
}

/** Start up on Solana Devnet in `token`, then Phantom connected from the wallet modal it opens. */
async function buyStartUpOnSolana(page: Page, token: string) {
  await buyStartUpWithCrypto(page, { blockchain: /^Solana/, network: "Solana Devnet", token });
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await expect(wallets.getByText("This needs a Solana wallet.")).toBeVisible();
  await wallets.getByRole("button", { name: "Connect Phantom" }).click();
}

test("web: a Solana purchase in SOL: Phantom connects, sends with the order's memo, Payment Successful! and the gems", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wallet = await installSolanaWallet(page);
  await openBuyGems(page);
  const platform = await platformWallet(page);
  const [before, platformBefore] = [await gems(page), await solanaBalance(platform)];
  await buyStartUpOnSolana(page, "SOL · Solana");
  const success = page.getByRole("dialog", { name: "Payment Successful!" });
  await expect(success.getByTestId("popup-gems")).toHaveText("+400 Gems", { timeout: 45_000 });
  await page.screenshot({ path: shot("buy-gems-solana-success") });
  expect(await gems(page)).toBe(before + 400);
  // $1.99 at $150 per SOL, in lamports, rounded up: what the platform wallet received.
  expect((await solanaBalance(platform)) - platformBefore).toBe(13_266_667n);
  expect(
    await query(
      "SELECT rail, status, currency, amount, chain FROM payment_orders WHERE rail = 'solana' AND payer = ?",
      [wallet.address],
    ),
  ).toEqual([{ rail: "solana", status: "paid", currency: "SOL", amount: "13266667", chain: "devnet" }]);
});

test("web: a Solana purchase in USDC goes to the platform's token account, created by the payment", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const wallet = await installSolanaWallet(page);
  await wallet.mintTo(USDC_DEVNET, 5_000_000n, 6);
  await openBuyGems(page);
  const platform = await platformWallet(page);
  const before = await gems(page);
  const platformBefore = await solanaTokenBalance(platform, USDC_DEVNET);
  await buyStartUpOnSolana(page, "USDC · USD Coin");
  await expect(
    page.getByRole("dialog", { name: "Payment Successful!" }).getByTestId("popup-gems"),
  ).toHaveText("+400 Gems", { timeout: 45_000 });
  expect(await gems(page)).toBe(before + 400);
  expect(await solanaTokenBalance(wallet.address, USDC_DEVNET)).toBe(5_000_000n - 1_990_000n);
  expect((await solanaTokenBalance(platform, USDC_DEVNET)) - platformBefore).toBe(1_990_000n);
});

test("web: a Solana wallet that refuses to send ends the purchase with Transaction was cancelled, the order cancelled", async ({
  page,
}) => {
  const wallet = await installSolanaWallet(page, { reject: true });
  await openBuyGems(page);
  const before = await gems(page);
  await buyStartUpOnSolana(page, "SOL · Solana");
  await expect(page.getByRole("dialog", { name: "Payment Failed" })).toContainText(
    "Transaction was cancelled",
    {
      timeout: 30_000,
    },
  );
  expect(await gems(page)).toBe(before);
  await expect
    .poll(async () =>
      query("SELECT status FROM payment_orders WHERE rail = 'solana' AND payer = ?", [wallet.address]),
    )
    .toEqual([{ status: "cancelled" }]);
});
