import { expect, type Page } from "@playwright/test";

/** The blackjack table's buttons in the page's language. */
export interface BlackjackLabels {
  deal: RegExp;
  noInsurance: string;
  stand: string;
  again: RegExp;
}

/** Deals, declines insurance when offered and stands whenever asked, until the hand is settled. */
export async function playStandingHand(page: Page, labels: BlackjackLabels): Promise<void> {
  const noInsurance = page.getByRole("button", { name: labels.noInsurance, exact: true });
  const stand = page.getByRole("button", { name: labels.stand, exact: true });
  const again = page.getByRole("button", { name: labels.again });
  await page.getByRole("button", { name: labels.deal }).click();
  for (let step = 0; step < 4; step++) {
    await expect(stand.or(again).or(noInsurance)).toBeVisible({ timeout: 15_000 });
    const choice = (await noInsurance.isVisible()) ? noInsurance : (await stand.isVisible()) ? stand : null;
    if (!choice) break;
    await choice.click();
    await expect(choice).toBeHidden({ timeout: 15_000 });
  }
  await expect(again).toBeVisible({ timeout: 15_000 });
}
