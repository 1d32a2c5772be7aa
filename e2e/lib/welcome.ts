import type { Page } from "@playwright/test";

/**
 * A new player owns no avatar yet: the welcome picker greets them first; they answer "Later" (held
 * back for the tab's session). Does nothing when the picker does not show within `timeout` ms.
 */
export async function dismissWelcome(page: Page, timeout = 5_000) {
  const welcome = page.getByRole("dialog", { name: /^Welcome to/ });
  const shown = await welcome.waitFor({ state: "visible", timeout }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await welcome.getByRole("button", { name: "Later" }).click();
    await welcome.waitFor({ state: "hidden" });
  }
}
