import { expect, type Page } from "@playwright/test";
import { shot } from "./artifacts.ts";

// Spinning the wheel in a browser test (e2e/wheel.spec.ts, e2e/miniapp-economy.spec.ts). Outcomes are
// provably fair, so the spin's answer says which outcome to expect on screen.

interface SpinAnswer {
  data: {
    rewardType: "coins" | "nft" | "none";
    rewardValue: number;
    itemRarity: string | null;
    nonce: number;
  };
}

const TITLES: Record<string, string> = {
  COMMON: "BIG WIN",
  RARE: "RARE WIN",
  EPIC: "EPIC WIN",
  LEGENDARY: "LEGENDARY WIN",
};

/**
 * Spins once and checks the outcome on screen, and that the Spin button is cooling down while it
 * shows; returns the spin's answer.
 */
export async function spinOnce(page: Page, name: string): Promise<SpinAnswer["data"]> {
  const button = page.getByRole("button", { name: "Spin", exact: true });
  await expect(button).toBeEnabled();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/wheel/spin"));
  await button.click();
  const spin = ((await (await answer).json()) as SpinAnswer).data;
  await expect(page.getByRole("button", { name: "Spinning..." })).toBeDisabled();
  const outcome =
    spin.rewardType === "coins"
      ? page.getByRole("dialog", { name: "You won coins!" })
      : spin.rewardType === "nft"
        ? page.getByRole("dialog", { name: TITLES[spin.itemRarity ?? ""] ?? "SUPREME WIN" })
        : page.getByText("BETTER LUCK NEXT TIME");
  await expect(outcome).toBeVisible({ timeout: 5_000 });
  // The landing starts the 4 s cooldown: the button reads Spin again but stays disabled.
  await expect(button).toBeDisabled();
  if (spin.rewardType === "coins") {
    const modal = outcome;
    await page.screenshot({ path: shot(`${name}-coins`) });
    // The coin modal claims itself after 2 s.
    await expect(modal).toBeHidden({ timeout: 4_000 });
  } else if (spin.rewardType === "nft") {
    const modal = outcome;
    await page.screenshot({ path: shot(`${name}-item`) });
    await modal.getByRole("button", { name: "Claim Reward" }).click();
    await expect(modal).toBeHidden();
  } else {
    await page.screenshot({ path: shot(`${name}-none`) });
  }
  return spin;
}

/**
 * The Spin button comes back once the 4 s cooldown is over (its length is wheel-rules' unit test; a
 * loaded browser notices the outcome late, so the wall clock here would only measure the machine).
 */
export async function expectCooldownEnds(page: Page) {
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeEnabled({ timeout: 6_000 });
}
