import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { freshWalletAddress } from "../api/test/solana/test-wallet.ts";
import { runInvestorsCommand } from "../db/src/cli/investors.ts";
import { shot } from "./lib/artifacts.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { installChainWallet } from "./lib/evm-wallet.ts";
import { installSolanaWallet } from "./lib/solana-wallet.ts";
import { openMiniApp } from "./lib/telegram.ts";

// docs/product/economy.md §2 "Investor dashboard" (/dashboard/vesting) in both shells: the tabs keyed by the
// connected wallet (an injected EVM wallet signing with a real key on the e2e chain; Phantom for a
// team member's Solana key), the wallet's one sign-in signature before anything shows (docs/vesting-and-airdrop.md
// "Vesting"; the API refuses a record without it), an investor's allocation, the signed Solana wallet
// change, non-participants, a failing look-up retried, and the public presale read from our presale
// contract on the local chain (deployed by e2e/serve.ts).

/** Adds investors through the operator's command (`bun run investors import`), as an operator would. */
async function importInvestors(rows: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "jv-investors-"));
  const file = join(dir, "investors.csv");
  writeFileSync(
    file,
    [
      "type,evmWalletAddress,solanaWalletAddress,tokenAmount,roundPriceUsd,totalInvested,cliffMonths,vestingMonths,unlockAtTge",
      ...rows,
    ].join("\n"),
  );
  expect(
    await runInvestorsCommand(["import", file], { DATABASE_URL: `file:${process.env.E2E_DB_PATH}` }),
  ).toBe(0);
}

const wallets = (page: Page) => page.getByRole("dialog", { name: "Connect a wallet" });

/** The tab's Connect Wallet opens the wallet modal; MetaMask connects and the modal closes. */
async function connectMetaMask(page: Page) {
  await page.getByRole("button", { name: "Connect Wallet", exact: true }).click();
  await wallets(page)
    .getByRole("button", { name: /MetaMask/ })
    .click();
  await expect(wallets(page)).toHaveCount(0, { timeout: 10_000 });
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

/** The page's session asks the API directly (the Mini App's bearer token when it has one). */
async function lookUp(page: Page, path: string) {
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  const response = await page.request.get(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status(), body: (await response.json()) as { error?: { code: string } } };
}

/** Counts the wallet's sign-in proofs the page sends (POST /api/wallet-proofs/verify). */
function countProofs(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/wallet-proofs/verify"))
      sent.push(request.url());
  });
  return sent;
}

test.describe("vesting", () => {
  test("web: a private investor's allocation, the cliff ended, CLAIM TOKENS disabled, the Solana wallet changed by signature", async ({
    page,
  }) => {
    const address = await installChainWallet(page);
    await importInvestors([`private,${address},,1000000,0.008,8000,6,18,5.00`]);
    const proofs = countProofs(page);
    await signIn(page);
    // Signed in, but the wallet has not signed: the API refuses the record.
    const before = await lookUp(page, `/api/vesting/private-investor/${address}`);
    expect([before.status, before.body.error?.code]).toEqual([403, "WALLET_NOT_PROVED"]);
    await page.goto("/dashboard/vesting");
    await expect(tab(page, "Private Investors")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Connect your wallet" })).toBeVisible();
    await connectMetaMask(page);

    await expect(page.getByTestId("vesting-connected")).toContainText(
      `${address.slice(0, 6)}…${address.slice(-4)}`,
    );
    const details = page.getByTestId("investor-details");
    await expect(details).toContainText("1.00M");
    await expect(details).toContainText("$8 000.00");
    await expect(details).toContainText("5.00%");
    await expect(
      page.getByRole("img", { name: /Vesting schedule: 50 000 \(5%\) unlock at TGE, then a 6-month cliff/ }),
    ).toBeVisible();
    // 26 November 2026 is past the private cliff (30 November 2025, UTC).
    await expect(page.getByTestId("cliff-countdown")).toContainText("Cliff ended");
    const claim = page.getByRole("button", { name: "CLAIM TOKENS" });
    await expect(claim).toBeDisabled();
    await expect(claim).toHaveAttribute("title", "Claim will be available after TGE");
    // Disabled, it does not look like the gold call to action: a flat, muted surface with no glow.
    expect(
      await claim.evaluate((el) => {
        const style = getComputedStyle(el);
        const shadows = style.boxShadow.split(/,(?![^(]*\))/).map((part) => part.trim());
        const glow = shadows.some((part) => part !== "none" && !part.startsWith("rgba(0, 0, 0, 0)"));
        return { image: style.backgroundImage, glow, opacity: style.opacity };
      }),
    ).toEqual({ image: "none", glow: false, opacity: "1" });
    await expect(figureFonts(details)).resolves.toHaveLength(1);
    await expect(
      page.getByText("Token claiming will be available after the Token Generation Event"),
    ).toBeVisible();
    await page.screenshot({ path: shot("vesting-web-private"), fullPage: true });
    // One signature on connect (EIP-4361, checked by the server), and the session now holds the wallet.
    expect(proofs).toHaveLength(1);
    expect((await lookUp(page, `/api/vesting/private-investor/${address}`)).status).toBe(200);
    expect(
      await query("SELECT kind, address FROM session_wallets WHERE address = ?", [address.toLowerCase()]),
    ).toEqual([{ kind: "evm", address: address.toLowerCase() }]);

    // No Solana wallet yet: Add opens the modal; the MetaMask key signs the change.
    const solana = await freshWalletAddress();
    await details.getByRole("button", { name: "Add" }).click();
    const modal = page.getByRole("dialog", { name: "Add Solana wallet" });
    await modal.getByRole("button", { name: "Sign & Save" }).click();
    await expect(modal.getByText("Enter a Solana wallet address.")).toBeVisible();
    await modal.getByLabel("Solana wallet address").fill(solana);
    await modal.getByRole("button", { name: "Sign & Save" }).click();
    await expect(modal.getByText("Solana wallet address updated successfully!")).toBeVisible();
    await page.screenshot({ path: shot("vesting-web-wallet-saved") });
    await expect(modal).toHaveCount(0, { timeout: 5_000 });
    await expect(details).toContainText(`${solana.slice(0, 4)}…${solana.slice(-4)}`);
    expect(
      await query("SELECT solana_wallet_address AS s FROM investors WHERE evm_wallet_address = ?", [
        address.toLowerCase(),
      ]),
    ).toEqual([{ s: solana }]);

    // The same wallet is neither a team member nor a public investor; the public tab leads with the
    // presale as our contract on the local chain has it.
    await tab(page, "Team Investors").click();
    await expect(page.getByTestId("not-participant")).toContainText("Not a team member");
    await expect(page.getByTestId("not-participant")).toContainText(
      "This wallet address is not part of the team allocation.",
    );
    await expect(
      page.getByTestId("not-participant").getByRole("button", { name: "Refresh Data" }),
    ).toBeVisible();
    await tab(page, "Public Investors").click();
    await expect(page).toHaveURL(/tab=public/);
    await expect(page.getByTestId("not-participant")).toContainText("Not a participant");
    await expect(
      page.getByTestId("not-participant").getByRole("button", { name: "Refresh Data" }),
    ).toHaveCount(0);
    const presale = page.getByTestId("presale");
    await expect(presale).toContainText("Active");
    await expect(presale.getByRole("progressbar", { name: "Presale progress" })).toBeVisible();
    await page.screenshot({ path: shot("vesting-web-public"), fullPage: true });
    // The other tabs read with the same proof: no second signature.
    expect(proofs).toHaveLength(1);
  });

  test("web: a team member's Solana key signs in (ed25519) and their allocation shows", async ({ page }) => {
    const wallet = await installSolanaWallet(page);
    await importInvestors([`team,,${wallet.address},6000000,0,0,12,24,0.00`]);
    await signIn(page);
    const before = await lookUp(page, `/api/vesting/team-investor/${wallet.address}`);
    expect([before.status, before.body.error?.code]).toEqual([403, "WALLET_NOT_PROVED"]);
    await page.goto("/dashboard/vesting?tab=team");
    await page.getByRole("button", { name: "Connect Wallet", exact: true }).click();
    await wallets(page).getByRole("tab", { name: "Solana" }).click();
    await wallets(page).getByRole("button", { name: "Connect Phantom" }).click();
    await expect(wallets(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByTestId("vesting-connected")).toContainText(wallet.address.slice(0, 4));
    const details = page.getByTestId("investor-details");
    await expect(details).toContainText("6.00M");
    await expect(details).toContainText("Locked");
    await page.screenshot({ path: shot("vesting-web-team-solana"), fullPage: true });
    expect((await lookUp(page, `/api/vesting/team-investor/${wallet.address}`)).status).toBe(200);
    expect(await query("SELECT kind FROM session_wallets WHERE address = ?", [wallet.address])).toEqual([
      { kind: "solana" },
    ]);
  });

  test("web: a failing look-up is retried twice, then shown with Try again, which reads it", async ({
    page,
  }) => {
    const address = await installChainWallet(page);
    await importInvestors([`team,${address},,8000000,0,0,12,24,0.00`]);
    let failures = 3;
    let calls = 0;
    await page.route("**/api/vesting/team-investor/**", async (route) => {
      calls++;
      if (failures-- > 0)
        return route.fulfill({ status: 502, contentType: "text/plain", body: "bad gateway" });
      return route.continue();
    });
    const proofs = countProofs(page);
    await signIn(page);
    await page.goto("/dashboard/vesting?tab=team");
    await connectMetaMask(page);
    await expect(
      page.getByText(/^Error fetching team allocation information\. Please try again\. \(502/),
    ).toBeVisible({
      timeout: 10_000,
    });
    expect(calls, "the first try and two retries").toBe(3);
    await page.screenshot({ path: shot("vesting-web-error") });
    await page.getByRole("button", { name: "Try again" }).click();
    const details = page.getByTestId("investor-details");
    await expect(details).toContainText("8.00M");
    // '0.00' at TGE reads Locked; the team's cliff (1 February 2026, UTC) has ended too.
    await expect(details).toContainText("Locked");
    await expect(page.getByTestId("cliff-countdown")).toContainText("Cliff ended");

    // Disconnecting (the header's wallet button, then Disconnect) drops what was read: the prompt again.
    await page.getByRole("button", { name: /^Connected wallet/ }).click();
    await wallets(page).getByRole("button", { name: "Disconnect" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "Connect your wallet" })).toBeVisible();
    await expect(page.getByTestId("investor-details")).toHaveCount(0);
    // Connecting again asks the wallet for a new signature before the allocation shows again.
    expect(proofs).toHaveLength(1);
    await connectMetaMask(page);
    await expect(page.getByTestId("investor-details")).toContainText("8.00M");
    expect(proofs).toHaveLength(2);
  });

  test("Mini App: the same dashboard, the wallet modal in Telegram, a public investor's allocation", async ({
    page,
  }) => {
    const address = await installChainWallet(page);
    await importInvestors([`public,${address},,416667,0.012,5000,0,6,20.00`]);
    await openMiniApp(page, { path: "dashboard" });
    // Vesting is beyond the tab bar: the header's More menu leads there.
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("navigation", { name: "More" }).getByRole("link", { name: "Vesting" }).click();
    await expect(page).toHaveURL(/\/tg-app\/dashboard\/vesting/);
    await tab(page, "Public Investors").click();
    await expect(tab(page, "Public Investors")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("presale")).toContainText("Active");
    await connectMetaMask(page);
    const details = page.getByTestId("investor-details");
    await expect(details).toContainText("416.67K");
    // The token balance reads in the same font as every other figure.
    await expect(figureFonts(details)).resolves.toHaveLength(1);
    await expect(details).toContainText("20.00%");
    // The public round has no cliff countdown nor claim button.
    await expect(page.getByTestId("cliff-countdown")).toHaveCount(0);
    await page.screenshot({ path: shot("vesting-miniapp-public"), fullPage: true });

    // A public investor adds their Solana wallet (add-solana-wallet), signed in Telegram as on the web.
    const solana = await freshWalletAddress();
    await details.getByRole("button", { name: "Add" }).click();
    const modal = page.getByRole("dialog", { name: "Add Solana wallet" });
    await modal.getByLabel("Solana wallet address").fill(solana);
    await modal.getByRole("button", { name: "Sign & Save" }).click();
    await expect(modal.getByText("Solana wallet address added successfully!")).toBeVisible();
    await expect(modal).toHaveCount(0, { timeout: 5_000 });
    await expect(details).toContainText(`${solana.slice(0, 4)}…${solana.slice(-4)}`);
    await tab(page, "Private Investors").click();
    await expect(page.getByTestId("not-participant")).toContainText("Not a participant");
    await expect(page.getByTestId("not-participant")).toContainText(
      "This wallet address did not participate in the private presale.",
    );
  });
});

test("Mini App: a refused signature shows no allocation (the API refuses it too); Sign again shows it", async ({
  page,
}) => {
  // The wallet reads `reject` at each request: it refuses, then signs.
  const wallet = { reject: true };
  const address = await installChainWallet(page, wallet);
  await importInvestors([`private,${address},,300000,0.008,2400,6,18,5.00`]);
  await openMiniApp(page, { path: "dashboard/vesting" });
  await connectMetaMask(page);
  const proof = page.getByTestId("wallet-proof");
  await expect(proof).toContainText("Sign in with your wallet");
  await expect(proof).toContainText("Transaction was rejected by user");
  await expect(page.getByTestId("investor-details")).toHaveCount(0);
  await page.screenshot({ path: shot("vesting-miniapp-signature-refused"), fullPage: true });
  const refused = await lookUp(page, `/api/vesting/private-investor/${address}`);
  expect([refused.status, refused.body.error?.code]).toEqual([403, "WALLET_NOT_PROVED"]);

  wallet.reject = false;
  await proof.getByRole("button", { name: "Sign again" }).click();
  await expect(page.getByTestId("investor-details")).toContainText("300.00K");
  await expect(proof).toHaveCount(0);
  expect((await lookUp(page, `/api/vesting/private-investor/${address}`)).status).toBe(200);
});

test("Mini App: a failing look-up is retried twice, then shown with Try again, which reads it", async ({
  page,
}) => {
  const address = await installChainWallet(page);
  await importInvestors([`private,${address},,750000,0.008,6000,6,18,5.00`]);
  let failures = 3;
  let calls = 0;
  await page.route("**/api/vesting/private-investor/**", async (route) => {
    calls++;
    if (failures-- > 0) return route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" });
    return route.continue();
  });
  await openMiniApp(page, { path: "dashboard/vesting" });
  await connectMetaMask(page);
  await expect(
    page.getByText(/^Error fetching investment information\. Please try again\. \(503/),
  ).toBeVisible({
    timeout: 10_000,
  });
  expect(calls, "the first try and two retries").toBe(3);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("investor-details")).toContainText("750.00K");
  await page.screenshot({ path: shot("vesting-miniapp-retry"), fullPage: true });
});

/** The distinct fonts the allocation's figures are set in (one: the token balance is no exception). */
async function figureFonts(details: Locator): Promise<string[]> {
  const fonts = await details
    .locator("dd")
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).fontFamily));
  return [...new Set(fonts)];
}
