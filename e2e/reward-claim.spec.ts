import { expect, test } from "@playwright/test";
import { hashAirdropCode } from "../db/src/airdrop/codes.ts";
import { runAirdropCommand } from "../db/src/cli/airdrop.ts";
import { E2E_AIRDROP_SECRET } from "./lib/airdrop.ts";
import { shot } from "./lib/artifacts.ts";
import { query } from "./lib/db.ts";
import { installSolanaWallet } from "./lib/solana-wallet.ts";
import { openMiniApp } from "./lib/telegram.ts";

// docs/product/economy.md §2 "NFT airdrop claim" (/reward-claim): CLAIM YOUR NFT opens the Solana-only wallet modal,
// Phantom connects, "Verify Your Claim" takes the gift card's code, "Registration Successful!".

/** Fresh gift-card codes in the served platform's database, as the operator's command makes them. */
async function giftCards(count: number): Promise<string[]> {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string) => {
    lines.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    const env = { DATABASE_URL: `file:${process.env.E2E_DB_PATH}`, AIRDROP_CODE_SECRET: E2E_AIRDROP_SECRET };
    expect(await runAirdropCommand(["codes", String(count), "--batch", "e2e"], env)).toBe(0);
  } finally {
    process.stdout.write = write;
  }
  return lines
    .join("")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(",")[2] as string);
}

test("web: CLAIM YOUR NFT, Phantom on the Solana-only modal, a wrong code then the right one, Registration Successful!", async ({
  page,
}) => {
  const [code, used] = (await giftCards(2)) as [string, string];
  // The second card was used already (another investor's claim, or a printing mistake).
  await query("UPDATE airdrop_codes SET used_at = 1 WHERE code_hash = ?", [
    hashAirdropCode(E2E_AIRDROP_SECRET, used),
  ]);
  const { address } = await installSolanaWallet(page);
  await page.goto("/reward-claim");
  await expect(page.getByRole("heading", { name: "Private Investor NFT" })).toBeVisible();
  await page.screenshot({ path: shot("reward-claim-welcome") });
  await page.getByRole("button", { name: "CLAIM YOUR NFT" }).click();

  // The wallet modal, Solana only.
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await expect(wallets).toBeVisible();
  await expect(wallets.getByRole("tab", { name: /Ethereum/ })).toHaveCount(0);
  await wallets.getByRole("button", { name: "Connect Phantom" }).click();

  const verify = page.getByRole("dialog", { name: "Verify Your Claim" });
  await expect(verify).toBeVisible({ timeout: 15_000 });
  await expect(verify).toContainText(`${address.slice(0, 4)}`);
  await expect(verify).toContainText("Private Investor NFT");
  const field = verify.getByRole("textbox");
  const submit = verify.getByRole("button", { name: "Verify & Claim" });
  await expect(submit).toBeDisabled();
  await field.fill("zz");
  await expect(verify.getByTestId("code-counter")).toHaveText("2/5");
  await field.fill("zzzzz");
  await expect(field).toHaveValue("ZZZZZ");
  await submit.click();
  await expect(verify.getByRole("alert")).toHaveText("Please check your gift card code and try again.");
  await field.fill(used.toLowerCase());
  await submit.click();
  await expect(verify.getByRole("alert")).toHaveText("Each password can only be used once.");
  await page.screenshot({ path: shot("reward-claim-verify-error") });

  await field.fill(code.toLowerCase());
  await expect(verify.getByTestId("code-counter")).toHaveText("5/5");
  await submit.click();
  const success = page.getByRole("dialog", { name: "Registration Successful!" });
  await expect(success).toContainText("will be sent to your Solana wallet soon");
  await expect(success).toContainText("Registered");
  await page.screenshot({ path: shot("reward-claim-success") });
  await success.getByRole("button", { name: "Awesome!" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(
    await query("SELECT count(*) AS n FROM airdrop_registrations WHERE solana_wallet_address = ?", [address]),
  ).toEqual([{ n: 1 }]);

  // The same wallet again: already registered; Cancel closes.
  await page.getByRole("button", { name: "CLAIM YOUR NFT" }).click();
  const [another] = (await giftCards(1)) as [string];
  await verify.getByRole("textbox").fill(another);
  await verify.getByRole("button", { name: "Verify & Claim" }).click();
  await expect(verify.getByRole("alert")).toHaveText("This wallet is already registered for the airdrop.");
  await verify.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Mini App: the same claim in Telegram, Phantom on the Solana-only modal, Registration Successful!", async ({
  page,
}) => {
  const [code] = (await giftCards(1)) as [string];
  const { address } = await installSolanaWallet(page);
  await openMiniApp(page, { path: "reward-claim" });
  await expect(page.getByRole("heading", { name: "Private Investor NFT" })).toBeVisible();
  await page.getByRole("button", { name: "CLAIM YOUR NFT" }).click();
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await expect(wallets.getByRole("tab", { name: /Ethereum/ })).toHaveCount(0);
  await wallets.getByRole("button", { name: "Connect Phantom" }).click();
  const verify = page.getByRole("dialog", { name: "Verify Your Claim" });
  await expect(verify).toBeVisible({ timeout: 15_000 });
  await expect(verify).toContainText(address.slice(0, 4));
  await verify.getByRole("textbox").fill(code.toLowerCase());
  await verify.getByRole("button", { name: "Verify & Claim" }).click();
  const success = page.getByRole("dialog", { name: "Registration Successful!" });
  await expect(success).toContainText("Registered");
  await page.screenshot({ path: shot("reward-claim-miniapp-success") });
  await success.getByRole("button", { name: "Awesome!" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(
    await query("SELECT count(*) AS n FROM airdrop_registrations WHERE solana_wallet_address = ?", [address]),
  ).toEqual([{ n: 1 }]);
});
