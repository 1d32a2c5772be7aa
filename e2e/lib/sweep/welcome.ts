// The welcome picker greets a player without a nickname or an avatar on their first dashboard (
// docs/product/platform.md §2). The sweep checks it where a persona meets it, then answers "Later" (held for the tab's
// session), so every route after it is seen as the player then sees it: a modal picker over every page
// would leave axe reading only the picker.
import { expect, type Page } from "@playwright/test";
import { dismissWelcome, welcomeDialog } from "../welcome.ts";
import { seriousA11yViolations } from "./axe.ts";

/** Checks the picker the persona meets (axe's serious findings) and answers it "Later". */
export async function checkAndAnswerWelcome(page: Page): Promise<string[]> {
  await expect(welcomeDialog(page)).toBeVisible({ timeout: 15_000 });
  const found = await seriousA11yViolations(page);
  await dismissWelcome(page);
  return found;
}
