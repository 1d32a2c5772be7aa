import { expect, type Page, test } from "@playwright/test";
import { formatLargeNumber } from "../web/src/lib/format.ts";
import { shot } from "./lib/artifacts.ts";
import { buyStartUpWithCrypto, confirm, gems, openBuyGems, option, picker } from "./lib/buy-gems.ts";
import { query } from "./lib/db.ts";
import {
  E2E_PLATFORM_WALLET,
  installChainWallet,
  mintUsdc,
  usdcBalance,
  type WalletCall,
} from "./lib/evm-wallet.ts";
import { openMiniApp } from "./lib/telegram.ts";

// docs/product/economy.md §2 Purchase screen and §4 "Card": the four packs, the four-step payment-method picker with
// its Back / Changed my mind rules, a Stripe purchase through the Stripe stand-in's checkout page
// back to /payment-success with the gems credited by the signed webhook; inside Telegram, Stars only.
/** Start up, paid in `token` (ETH by default) on Ethereum: the picker's four steps, confirmed. */
const buyStartUpWithEthOnEthereum = (page: Page, token = "ETH") =>
  buyStartUpWithCrypto(page, { blockchain: /^EVM/, network: "Ethereum", token });

test("web: the four packs and every step of the payment-method picker, with its back paths", async ({
  page,
}) => {
  await openBuyGems(page);
  const packs = page.locator('[data-testid^="gem-pack-"]');
  await expect(packs).toHaveCount(4);
  await expect(packs).toContainText([
    /Start up.*400.*\$1\.99/,
    /Flare pack.*1 050.*\$4\.99/,
    /Blaze pack.*Most popular.*4 800.*\$19\.99/,
    /Inferno pack.*13 000.*\$49\.99/,
  ]);
  await page.screenshot({ path: shot("buy-gems-packs-1440") });

  // Step 1: nothing chosen, Confirm inactive; Changed my mind closes.
  await page.getByRole("button", { name: "Buy Blaze pack" }).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a payment method" })).toBeVisible();
  await expect(picker(page)).toContainText("Blaze pack: 4 800 gems for $19.99");
  await expect(confirm(page)).toBeDisabled();
  await option(page, /Classic Payment/).click();
  await expect(option(page, /Classic Payment/)).toHaveAttribute("aria-pressed", "true");
  await confirm(page).click();

  // Step 2: card providers; Back to methods returns to step 1.
  await expect(picker(page).getByRole("heading", { name: "Choose a card provider" })).toBeVisible();
  await expect(confirm(page)).toBeDisabled();
  await option(page, "Wert").click();
  // Wert is configured on the e2e server (its stand-in, buy-gems-wert.spec.ts pays with it).
  await expect(picker(page).getByRole("note")).toHaveCount(0);
  await expect(confirm(page)).toBeEnabled();
  await picker(page).getByRole("button", { name: "Back to methods" }).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a payment method" })).toBeVisible();

  // Step 3: blockchains; step 4: networks expand one at a time.
  await option(page, /Crypto Payment/).click();
  await confirm(page).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a blockchain" })).toBeVisible();
  await expect(confirm(page)).toBeDisabled();
  await option(page, /^EVM/).click();
  await confirm(page).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a token" })).toBeVisible();
  const ethereum = option(page, "Ethereum");
  const polygon = option(page, "Polygon");
  // Only the networks this server takes payments on (e2e/serve.ts: Ethereum and Polygon), not Base.
  await expect(picker(page).locator("button[aria-expanded]")).toHaveText([/Ethereum/, /Polygon/]);
  await ethereum.click();
  await expect(ethereum).toHaveAttribute("aria-expanded", "true");
  await expect(option(page, "USDT")).toBeVisible();
  await polygon.click();
  await expect(polygon).toHaveAttribute("aria-expanded", "true");
  await expect(ethereum).toHaveAttribute("aria-expanded", "false");
  await expect(confirm(page)).toBeDisabled();
  await option(page, "POL").click();
  await expect(option(page, "POL")).toHaveAttribute("aria-pressed", "true");
  // EVM payments are configured on the e2e server: the token choice can be confirmed.
  await expect(picker(page).getByRole("note")).toHaveCount(0);
  await expect(confirm(page)).toBeEnabled();
  await page.screenshot({ path: shot("buy-gems-picker-tokens-1440") });

  // Back to blockchain: Solana, whose disabled token says Coming Soon and cannot be chosen.
  await picker(page).getByRole("button", { name: "Back to blockchain" }).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a blockchain" })).toBeVisible();
  await option(page, /^Solana/).click();
  await confirm(page).click();
  await option(page, /^Solana( Devnet| Testnet)?$/).click();
  const jade = option(page, /JADE/);
  await expect(jade).toContainText("Coming Soon");
  await expect(jade).toBeDisabled();
  await option(page, /^SOL ·/).click();
  await expect(option(page, /^SOL ·/)).toHaveAttribute("aria-pressed", "true");
  // Solana payments are configured on the e2e server too (buy-gems-solana.spec.ts pays with them).
  await expect(picker(page).getByRole("note")).toHaveCount(0);
  await expect(confirm(page)).toBeEnabled();

  // Changed my mind closes and clears every choice.
  await picker(page).getByRole("button", { name: "Changed my mind" }).click();
  await expect(picker(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Buy Start up" }).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a payment method" })).toBeVisible();
  await expect(option(page, /Crypto Payment/)).toHaveAttribute("aria-pressed", "false");
  await expect(confirm(page)).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(picker(page)).toHaveCount(0);
});

test("web: step 3's EVM line names only the networks step 4 offers, those this server takes", async ({
  page,
}) => {
  await openBuyGems(page);
  // The e2e server takes EVM payments on Ethereum and Polygon only (e2e/serve.ts: EVM_RPC_URLS).
  const config = (await (await page.request.get("/api/public-config")).json()) as {
    payments: { evm: { chains: { chainId: number }[] } | null };
  };
  expect(config.payments.evm?.chains.map((chain) => chain.chainId)).toEqual([1, 137]);
  await page.getByRole("button", { name: "Buy Start up" }).click();
  await option(page, /Crypto Payment/).click();
  await confirm(page).click();
  await expect(picker(page).getByRole("heading", { name: "Choose a blockchain" })).toBeVisible();
  const evm = option(page, /^EVM/);
  await expect(evm).toHaveText(/^EVM\s*Ethereum, Polygon$/);
  await evm.click();
  await confirm(page).click();
  await expect(picker(page).locator("button[aria-expanded]")).toHaveText([/^Ethereum/, /^Polygon/]);
});

test("web: a Stripe purchase pays on the checkout page and comes back to /payment-success with the gems", async ({
  page,
}) => {
  await openBuyGems(page);
  const before = await gems(page);
  await page.getByRole("button", { name: "Buy Blaze pack" }).click();
  await option(page, /Classic Payment/).click();
  await confirm(page).click();
  await option(page, "Stripe").click();
  await confirm(page).click();

  // Stripe's (stand-in) hosted checkout, as the SDK created it.
  await expect(page.getByRole("heading", { name: "Pay JadeVerse" })).toBeVisible();
  await expect(page.getByTestId("item")).toHaveText("Blaze pack: 4 800 gems");
  await expect(page.getByTestId("amount")).toHaveText("$19.99 USD");
  await page.screenshot({ path: shot("buy-gems-stripe-checkout") });
  await page.getByRole("button", { name: "Pay $19.99" }).click();

  await expect(page).toHaveURL(/\/payment-success\?order=\d+$/);
  await expect(page.getByRole("heading", { name: "Successful Payment!" })).toBeVisible();
  await expect(page.getByTestId("credited-gems")).toHaveText("+4 800 Gems");
  await expect(page.getByTestId("balance-after")).toHaveText(
    `Your balance: ${formatLargeNumber(before + 4800)} gems`,
  );
  expect(await gems(page)).toBe(before + 4800);
  const orderId = Number(new URL(page.url()).searchParams.get("order"));
  expect(
    await query("SELECT rail, status, gems, amount FROM payment_orders WHERE id = ?", [orderId]),
  ).toEqual([{ rail: "stripe", status: "paid", gems: 4800, amount: "1999" }]);
  await page.screenshot({ path: shot("buy-gems-stripe-success") });
  await page.getByRole("link", { name: "Great" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("web: an EVM purchase with a browser wallet on the chain: connect, sign, send, Payment Successful! and the gems", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // One timeline of what the page asked of the wallet and of the server, in order.
  const timeline: WalletCall[] = [];
  const address = await installChainWallet(page, { record: timeline });
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/v1/crypto/")) timeline.push({ method: `POST ${path}` });
  });
  page.on("websocket", (socket) => {
    if (socket.url().includes("/socket.io/")) timeline.push({ method: "socket" });
  });
  await openBuyGems(page);
  const before = await gems(page);
  await buyStartUpWithEthOnEthereum(page);

  // No wallet yet: the wallet modal opens, and the purchase goes on once MetaMask is connected.
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await expect(wallets).toBeVisible();
  await wallets.getByRole("button", { name: /MetaMask/ }).click();
  const success = page.getByRole("dialog", { name: "Payment Successful!" });
  await expect(success.getByTestId("popup-gems")).toHaveText("+400 Gems", { timeout: 45_000 });
  await page.screenshot({ path: shot("buy-gems-evm-success") });
  expect(await gems(page)).toBe(before + 400);

  // The order of docs/payments.md: socket → the server's signing request → the wallet signs the
  // gems, price and nonce → initialise (the server fixes the price) → send → name the transaction.
  const steps = timeline
    .map((call) => call.method)
    .filter(
      (method) =>
        method === "socket" || method.startsWith("POST ") || /^(personal_sign|eth_send)/.test(method),
    );
  expect(steps.filter((step, i) => step !== steps[i - 1])).toEqual([
    "socket",
    "POST /api/v1/crypto/payment-request",
    "personal_sign",
    "POST /api/v1/crypto/initialize-payment",
    "eth_sendTransaction",
    "POST /api/v1/crypto/transaction",
  ]);
  const signed = timeline.find((call) => call.method === "personal_sign")?.message ?? "";
  expect(signed).toContain("I am buying 400 JadeVerse gems for $1.99.");
  expect(signed).toContain(`From: ${address}`);
  expect(signed).toMatch(/^Nonce: [0-9a-f]{32}$/m);
  expect(
    await query(
      "SELECT rail, status, payer, currency, amount FROM payment_orders WHERE rail = 'evm' AND payer = ?",
      [address],
    ),
  ).toEqual([
    // $1.99 at $2,000 per ETH (e2e/serve.ts's price service), in wei.
    expect.objectContaining({ rail: "evm", status: "paid", currency: "ETH", amount: "995000000000000" }),
  ]);
});

test("web: an EVM purchase in USDC: the token's transfer to the platform wallet pays the pack, credited once", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const address = await installChainWallet(page);
  await mintUsdc(address, 5_000_000n); // 5 USDC
  const platformBefore = await usdcBalance(E2E_PLATFORM_WALLET);
  await openBuyGems(page);
  const before = await gems(page);
  await buyStartUpWithEthOnEthereum(page, "USDC");
  await page
    .getByRole("dialog", { name: "Connect a wallet" })
    .getByRole("button", { name: /MetaMask/ })
    .click();
  const success = page.getByRole("dialog", { name: "Payment Successful!" });
  await expect(success.getByTestId("popup-gems")).toHaveText("+400 Gems", { timeout: 45_000 });
  expect(await gems(page)).toBe(before + 400);
  // $1.99 at face value, in USDC's 6 decimals: the wallet paid it, the platform wallet holds it.
  expect(await usdcBalance(address)).toBe(5_000_000n - 1_990_000n);
  expect((await usdcBalance(E2E_PLATFORM_WALLET)) - platformBefore).toBe(1_990_000n);
  expect(
    await query(
      "SELECT rail, status, currency, amount FROM payment_orders WHERE rail = 'evm' AND payer = ?",
      [address],
    ),
  ).toEqual([expect.objectContaining({ rail: "evm", status: "paid", currency: "USDC", amount: "1990000" })]);
});

test("web: a wallet that refuses to sign ends the EVM purchase with Transaction was cancelled, nothing charged", async ({
  page,
}) => {
  await installChainWallet(page, { reject: true });
  await openBuyGems(page);
  const before = await gems(page);
  await buyStartUpWithEthOnEthereum(page);
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await wallets.getByRole("button", { name: /MetaMask/ }).click();
  const failed = page.getByRole("dialog", { name: "Payment Failed" });
  await expect(failed).toContainText("Transaction was cancelled", { timeout: 30_000 });
  expect(await gems(page)).toBe(before);
});

test("Mini App: the same page sells gems for Stars only; no card or crypto method is reachable", async ({
  page,
}) => {
  await openMiniApp(page, { path: "dashboard/buy-gems" });
  await expect(page.getByTestId("stars-pack-1")).toBeVisible();
  await expect(page.locator('[data-testid^="gem-pack-"]')).toHaveCount(0);
  for (const name of [
    /^Buy (Start up|Flare pack|Blaze pack|Inferno pack) for \$/,
    /Classic Payment/,
    /Crypto Payment/,
    /Stripe|Wert/,
  ])
    await expect(page.getByRole("button", { name })).toHaveCount(0);
});
