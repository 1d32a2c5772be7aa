import { expect, type Locator, type Page } from "@playwright/test";

/** The welcome picker a new player (no avatar yet) meets on the dashboard. */
export const welcomeDialog = (page: Page): Locator => page.getByRole("dialog", { name: /^Welcome to/ });

/**
 * A new player owns no avatar yet: the welcome picker greets them first; they answer "Later" (held
 * back for the tab's session). Does nothing when the picker does not show within `timeout` ms.
 */
export async function dismissWelcome(page: Page, timeout = 5_000) {
  const welcome = welcomeDialog(page);
  const shown = await welcome.waitFor({ state: "visible", timeout }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await welcome.getByRole("button", { name: "Later" }).click();
    await welcome.waitFor({ state: "hidden" });
  }
}

/**
 * The picker shows one avatar at a time and its owner has exactly two: they are duplicated into four
 * slides, so Next walks A, B, A, B and wraps back to A.
 */
export async function expectTwoAvatarsLoop(picker: Locator) {
  const list = picker.getByRole("list", { name: "Your avatars" });
  await expect(list).toHaveAttribute("data-visible", "1");
  const names: string[] = [];
  for (let step = 0; step < 5; step++) {
    names.push((await list.getByRole("button").first().textContent()) ?? "");
    await picker.getByRole("button", { name: "Next avatar" }).click();
  }
  expect(names[0]).not.toBe(names[1]);
  expect(names).toEqual([names[0], names[1], names[0], names[1], names[0]]);
}
