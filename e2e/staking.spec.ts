import { expect, type Page, test } from "@playwright/test";
import { fundedWallet, testTokenBalance } from "../api/test/evm/funded-wallet.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { jade } from "./lib/contracts.ts";
import { signIn } from "./lib/dashboard-setup.ts";
import { e2eChainUrl, installChainWallet } from "./lib/evm-wallet.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The staking dashboard (docs/product/platform.md §2 `/dashboard/staking`, §9 staking plans) against our staking
// contract deployed on the e2e platform's local chain (anvil as Ethereum, e2e/lib/contracts.ts: the
// six plans, a funded reward pool, the promo live for the run): the plans and calculator, then with
// the injected wallet (e2e/lib/evm-wallet.ts) approve + stake, the stake read back from the chain,
// and an early withdrawal; on the web and in the Mini App.

interface Program {
  configured: true;
  contract: `0x${string}`;
  token: { address: `0x${string}`; symbol: string; decimals: number };
}

/** The platform's staking contract as the signed-in page's session reads it. */
async function program(page: Page): Promise<Program> {
  const body = (await (await page.request.get("/api/staking")).json()) as Program;
  expect(body).toMatchObject({ configured: true, token: { symbol: "JADE", decimals: 6 } });
  return body;
}

/** Test JADE for `to` (the local token lets anyone mint), once mined. */
async function mintJade(token: `0x${string}`, to: `0x${string}`, amount: string) {
  const minter = await fundedWallet(e2eChainUrl(), 1);
  await minter.mintTestToken(token, to, jade(amount));
}

const plans = (page: Page) => page.getByRole("group", { name: "Staking plan" }).getByRole("radio");
const calculator = (page: Page) => page.getByTestId("staking-calculator");

/** The page's plans, promo and calculator before any wallet. */
async function expectPlansAndCalculator(page: Page) {
  await expect(page.getByRole("heading", { name: "Staking", level: 1 })).toBeVisible();
  await expect(plans(page)).toHaveCount(6);
  for (const [months, normal, promo] of [
    ["1 month", 4, 8],
    ["3 months", 5, 10],
    ["6 months", 7, 14],
    ["12 months", 12, 24],
    ["18 months", 22, 44],
    ["24 months", 40, 80],
  ] as const)
    await expect(
      page.getByRole("radio", { name: `${months}: ${normal}% APR, promo ${promo}%` }),
    ).toBeAttached();
  // The contract's promo reference is the run's start: a stake now earns the promo APR.
  await expect(page.getByTestId("staking-promo")).toHaveAttribute("data-promo-state", "live");
  // 12 months is chosen first: 1,000 JADE at the promo 24 % earns 240.
  await expect(page.getByRole("radio", { name: /^12 months/ })).toBeChecked();
  await expect(calculator(page)).toContainText("APR for a stake now24%");
  await expect(calculator(page)).toContainText("Reward over 12 months240 JADE");
  await expect(calculator(page)).toContainText("Stake + reward at the end1 240 JADE");
  // K/M/B/T from 100 000, 6 decimals below.
  await page.getByLabel("Amount (JADE)").fill("250000");
  await expect(calculator(page)).toContainText("Reward over 12 months60 000 JADE");
  await expect(calculator(page)).toContainText("Stake + reward at the end310.00K JADE");
  await page.getByLabel("Amount (JADE)").fill("0.5");
  await expect(calculator(page)).toContainText("Reward over 12 months0.12 JADE");
  await page.getByLabel("Amount (JADE)").fill("10.1234567");
  await expect(page.getByText("Enter an amount with at most 6 decimals, e.g. 1000.5.")).toBeVisible();
}

/** Connects the injected wallet through the wallet modal the page opens. */
async function connectWallet(page: Page) {
  await page.getByRole("button", { name: "Connect wallet to stake" }).click();
  const wallets = page.getByRole("dialog", { name: "Connect a wallet" });
  await wallets.getByRole("button", { name: /MetaMask/ }).click();
  await expect(wallets).toBeHidden({ timeout: 10_000 });
}

/** Stakes `amount` on a plan with a vesting type through the page, until the success line shows. */
async function stake(
  page: Page,
  plan: RegExp,
  vesting: "Full vesting" | "Early vesting",
  amount: string,
  done: string,
) {
  await page.getByRole("radio", { name: plan }).check({ force: true });
  await page.getByRole("radio", { name: new RegExp(`^${vesting}`) }).check({ force: true });
  await page.getByLabel("Amount (JADE)").fill(amount);
  await page.getByRole("button", { name: /^Stake [\d .]+ JADE$/ }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: 45_000 });
}

test("web: the six plans and the calculator, then approve + stake with the wallet, the stake read from the chain, and an early withdrawal", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = await installChainWallet(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "jade-guest");
  const { token } = await program(page);
  await mintJade(token.address, address, "5000");
  await page.goto("/dashboard/staking");
  await expectPlansAndCalculator(page);
  await expect(
    page.getByRole("region", { name: "Your stakes" }).getByRole("button", { name: "Connect wallet" }),
  ).toBeVisible();
  await page.screenshot({ path: shot("staking-web-plans"), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await connectWallet(page);
  await expect(page.getByTestId("staking-balance")).toHaveText("In your wallet: 5 000 JADE");
  await expect(page.getByText("No stakes from this wallet yet.")).toBeVisible();

  // 6 months, Early vesting, 1,500 JADE at the promo 14 %: a reward of 105.
  await stake(page, /^6 months/, "Early vesting", "1,500", "Staked 1 500 JADE for 6 months.");
  const first = page.getByTestId("stake");
  await expect(first).toHaveCount(1);
  await expect(first).toContainText("6 months · Early vesting");
  await expect(first).toContainText("Staked1 500 JADE");
  await expect(first).toContainText("Reward105 JADE");
  await expect(first).toContainText("Locked");
  // Early vesting: the principal stays locked until the end.
  await expect(first.getByRole("button", { name: "Withdraw" })).toBeDisabled();
  await expect(page.getByTestId("staking-balance")).toHaveText("In your wallet: 3 500 JADE");
  await page.screenshot({ path: shot("staking-web-staked"), fullPage: true });

  // A second stake, Full vesting on 1 month (its own approval), withdrawn early: the principal only.
  await stake(page, /^1 month/, "Full vesting", "500", "Staked 500 JADE for 1 month.");
  const second = page.getByRole("article", { name: "Stake 2" });
  await expect(second).toContainText("1 month · Full vesting");
  await expect(second).toContainText("returns your stake without its reward");
  await second.getByRole("button", { name: "Withdraw early" }).click();
  await expect(page.getByText("Withdrawn: the tokens are back in your wallet.")).toBeVisible({
    timeout: 45_000,
  });
  await expect(second).toContainText("Withdrawn");
  await expect(second).toContainText("Reward paid0 JADE (rest forfeited)");
  await expect(second.getByRole("button")).toHaveCount(0);

  // The chain agrees: 1,500 staked, 500 back; the server's read lists both stakes.
  expect(await testTokenBalance(e2eChainUrl(), token.address, address)).toBe(jade("3500"));
  const staker = await (await page.request.get(`/api/staking/${address}`)).json();
  expect(staker.stakes).toEqual([
    expect.objectContaining({
      planId: 3,
      vesting: "EarlyVesting",
      amount: "1500",
      reward: "105",
      status: "locked",
    }),
    expect.objectContaining({ planId: 1, vesting: "FullVesting", amount: "500", status: "withdrawn" }),
  ]);
  await page.screenshot({ path: shot("staking-web-withdrawn"), fullPage: true });
});

test("Mini App: the same page at /tg-app with the plans and calculator, and a stake through the wallet", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const address = await installChainWallet(page);
  await openMiniApp(page, { path: "dashboard/staking" });
  await expectPlansAndCalculator(page);
  await page.screenshot({ path: shot("staking-miniapp-plans"), fullPage: true });

  const { token } = await program(page);
  await mintJade(token.address, address, "7000000");
  await connectWallet(page);
  await expect(page.getByTestId("staking-balance")).toHaveText("In your wallet: 7.00M JADE");
  // 7M for 24 months at 80 % would earn 11.2M: more than the reward pool holds. The contract's
  // refusal shows in words before the stake is signed (the approval went through).
  await page.getByRole("radio", { name: /^24 months/ }).check({ force: true });
  await page.getByLabel("Amount (JADE)").fill("7000000");
  await page.getByRole("button", { name: "Stake 7.00M JADE" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The reward pool cannot cover this stake's reward right now. Try a smaller amount or a shorter plan.",
    { timeout: 45_000 },
  );
  await expect(page.getByText("No stakes from this wallet yet.")).toBeVisible();
  // 24 months, Full vesting, 1,000 JADE at the promo 80 %: a reward of 1,600.
  await stake(page, /^24 months/, "Full vesting", "1000", "Staked 1 000 JADE for 24 months.");
  const listed = page.getByTestId("stake");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("24 months · Full vesting");
  await expect(listed).toContainText("Reward1 600 JADE");
  await page.screenshot({ path: shot("staking-miniapp-staked"), fullPage: true });
});
