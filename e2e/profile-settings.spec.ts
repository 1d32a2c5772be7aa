import { type Browser, expect, type Page, test } from "@playwright/test";
import { PASSWORD, registerViaApi, verifyViaMailedLink } from "./lib/account.ts";
import { shot } from "./lib/artifacts.ts";
import { expectNoSeriousA11yViolations } from "./lib/axe.ts";
import { DESKTOP, dismissWelcome, MOBILE, withPlatformDb } from "./lib/dashboard-setup.ts";
import { query } from "./lib/db.ts";
import { tokenMailedTo } from "./lib/mail.ts";
import { recordApiCalls, uniqueEmail } from "./lib/requests.ts";
import { openMiniApp } from "./lib/telegram.ts";

// The Profile Settings tab of /dashboard/settings (docs/product/economy.md §2 Profile, §5, §6, §8) against the real
// API: a real e-mail/password player at 1440 px, demo players (identity locked) at 1440 and 390 px,
// and a Telegram player in the Mini App fixture.
const PROFILE_PATH = "/dashboard/settings?tab=profile";
const DEMO_LOCK = "Demo accounts cannot change their e-mail, password or Telegram link.";

type Me = {
  id: number;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  pendingEmail: string | null;
  walletAddress: string | null;
  equippedSkin: { id: number; smallImage: { url: string } } | null;
  avatars: { id: number; name: string; smallImage: { url: string } }[];
};

/**
 * The player as the API reads it, with the page's session (the Mini App's bearer token, or the
 * cookie): `GET /api/users/me` and their avatars, `GET /api/skins/me`.
 */
async function me(page: Page): Promise<Me> {
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  const read = async (path: string) => {
    const response = await page.request.get(path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(response.ok()).toBe(true);
    return await response.json();
  };
  const [player, owned] = await Promise.all([read("/api/users/me"), read("/api/skins/me")]);
  return { ...player, avatars: owned.skins } as Me;
}

const tab = (page: Page) => page.getByTestId("profile-settings");
const section = (page: Page, name: string) => tab(page).getByRole("region", { name });

/** Signs in as a demo persona's private copy (argon2 and the copy are slow on a loaded machine). */
async function signIn(page: Page, demoId: string) {
  await page.goto(`/?demoId=${demoId}`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** Logs a verified e-mail/password player in through the API (the context keeps the session cookie). */
async function logIn(page: Page, email: string, password = PASSWORD) {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status()).toBe(200);
}

async function openProfile(page: Page) {
  await page.goto(PROFILE_PATH);
  await expect(tab(page)).toBeVisible();
}

/** Takes a skin away from the player behind the page's back (sold in another tab, say). */
async function loseSkin(userId: number, skinId: number) {
  await withPlatformDb((db) =>
    db.execute({ sql: "delete from user_skins where user_id = ? and skin_id = ?", args: [userId, skinId] }),
  );
}

/** A second signed-in browser for the same player (another device). */
async function otherDevice(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page, email);
  return { page, close: () => context.close() };
}

test("1440 px, e-mail player: name and nickname, each password message, a real change, wallet, e-mail, privacy", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail("profile");
  await registerViaApi(page, email);
  await verifyViaMailedLink(page, email);
  await logIn(page, email);
  await page.goto(PROFILE_PATH);
  await dismissWelcome(page);
  await expect(tab(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=profile$/);
  await page.screenshot({ path: shot("profile-settings-1440"), fullPage: true });

  // Personal data: the name is split at the first space; the nickname stops at 25 characters.
  const personal = section(page, "Personal data");
  await personal.getByLabel("Name", { exact: true }).fill("Ada Lovelace King");
  const nickname = personal.getByLabel("Nickname");
  await nickname.fill("");
  await nickname.pressSequentially("N".repeat(30));
  await expect(nickname).toHaveValue("N".repeat(25));
  const newNickname = `Ada${Date.now().toString(36).slice(-6)}`;
  await nickname.fill(newNickname);
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully!", { exact: true })).toBeVisible();
  expect(await me(page)).toMatchObject({
    firstName: "Ada",
    lastName: "Lovelace King",
    nickname: newNickname,
  });
  // The page's player query was refreshed: the dashboard greets the new nickname without a reload.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText(`Hello, ${newNickname}`)).toBeVisible();
  await page.goBack();
  await expect(personal.getByLabel("Name", { exact: true })).toHaveValue("Ada Lovelace King");

  // Change password: the spec's four messages, client-side (nothing is sent).
  const password = section(page, "Change password");
  const sent = recordApiCalls(page, (_method, path) => path === "/api/users/change-password");
  const submit = password.getByRole("button", { name: "Change password" });
  await submit.click();
  await expect(password.getByText("Please enter your old password")).toBeVisible();
  await password.getByLabel("Old password").fill(PASSWORD);
  await submit.click();
  await expect(password.getByText("Please fill in all password fields")).toBeVisible();
  await password.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await password.getByLabel("Repeat new password").fill("brand-new-secreT");
  await submit.click();
  await expect(password.getByText("New passwords do not match")).toBeVisible();
  await password.getByLabel("New password", { exact: true }).fill("short-1");
  await password.getByLabel("Repeat new password").fill("short-1");
  await submit.click();
  await expect(password.getByText("New password must be at least 8 characters long")).toBeVisible();
  expect(sent).toEqual([]);
  await page.screenshot({ path: shot("profile-settings-password-message") });

  // A wrong old password is refused by the server (INVALID_OLD_PASSWORD).
  await password.getByLabel("Old password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await password.getByLabel("Repeat new password").fill("brand-new-secret");
  await submit.click();
  await expect(
    password.getByText("Failed to change password. Please check your old password and try again."),
  ).toBeVisible();
  expect(sent).toEqual(["PATCH /api/users/change-password"]);

  // A real change: this session stays, the other device is signed out, the new password logs in.
  const other = await otherDevice(browser, baseURL, email);
  expect((await other.page.request.get("/api/users/me")).status()).toBe(200);
  await expect(
    password.getByText("Changing your password signs you out on every other device."),
  ).toBeVisible();
  await password.getByLabel("Old password").fill(PASSWORD);
  await submit.click();
  await expect(
    page.getByText("Password changed successfully! You have been signed out on your other devices."),
  ).toBeVisible();
  await expect(password.getByLabel("Old password")).toHaveValue("");
  expect((await other.page.request.get("/api/users/me")).status()).toBe(401);
  await other.close();
  expect((await page.request.get("/api/users/me")).status()).toBe(200);
  const relogin = await page.request.post("/api/auth/login", {
    data: { email, password: "brand-new-secret" },
  });
  expect(relogin.status()).toBe(200);

  // Wallet: a malformed address is refused here; a valid one is stored (lower-cased).
  const wallet = section(page, "Wallet settings");
  const walletCalls = recordApiCalls(page, (_method, path) => path === "/api/users/wallet-address");
  await wallet.getByLabel("Metamask wallet address").fill("0x12345");
  await wallet.getByRole("button", { name: "Save wallet address" }).click();
  await expect(wallet.getByText("Please enter a valid Ethereum wallet address")).toBeVisible();
  expect(walletCalls).toEqual([]);
  const address = "0x52908400098527886E0F7030069857D2E4169EE7";
  await wallet.getByLabel("Metamask wallet address").fill(address);
  await wallet.getByRole("button", { name: "Save wallet address" }).click();
  await expect(page.getByText("Wallet address updated successfully!", { exact: true })).toBeVisible();
  await expect(wallet.getByText("Please enter a valid Ethereum wallet address")).toHaveCount(0);
  expect((await me(page)).walletAddress).toBe(address.toLowerCase());

  // E-mail: the current password is asked for; the new address stays pending until confirmed.
  const newEmail = uniqueEmail("profile-moved");
  await personal.getByLabel("E-mail").fill(newEmail);
  await expect(personal.getByLabel("Current password")).toBeVisible();
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(personal.getByText("Please confirm it is you: enter your current password.")).toBeVisible();
  await personal.getByLabel("Current password").fill("brand-new-secret");
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByText("Profile updated successfully! Check your inbox at the new address to confirm it."),
  ).toBeVisible();
  await expect(personal.getByText(`we sent a link to ${newEmail}`)).toBeVisible();
  await expect(personal.getByLabel("E-mail")).toHaveValue(email);
  await expect(personal.getByLabel("Current password")).toHaveCount(0);
  expect(await me(page)).toMatchObject({ email, pendingEmail: newEmail });

  // Privacy: premium-only, every toggle disabled, with the lock and the reason.
  const privacy = section(page, "Privacy");
  await expect(privacy.getByText("Premium", { exact: true })).toBeVisible();
  await expect(
    privacy.getByText("Privacy settings are a premium feature and are not available yet."),
  ).toBeVisible();
  const toggles = privacy.getByRole("switch");
  await expect(toggles).toHaveCount(3);
  for (const toggle of await toggles.all()) await expect(toggle).toBeDisabled();
  await page.screenshot({ path: shot("profile-settings-1440-done"), fullPage: true });
});

test("1440 px, demo player: choosing an avatar equips it and the side menu's avatar follows", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, "jade-beta");
  await openProfile(page);
  const before = await me(page);
  const choice = before.avatars.find((avatar) => avatar.id !== before.equippedSkin?.id);
  expect(choice, "the demo persona owns more than one avatar").toBeDefined();
  const grid = section(page, "Avatar").getByRole("list", { name: "Your avatars" });
  await expect(grid.getByRole("button", { pressed: true })).toHaveCount(before.equippedSkin ? 1 : 0);
  const sideAvatar = page.getByRole("link", { name: "Open settings" }).locator("img");
  await grid.getByRole("button", { name: choice?.name ?? "", exact: true }).click();
  await expect(page.getByText("Avatar changed successfully!")).toBeVisible();
  await expect(grid.getByRole("button", { name: choice?.name ?? "", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(grid.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(sideAvatar).toHaveAttribute("src", choice?.smallImage.url ?? "");
  expect((await me(page)).equippedSkin?.id).toBe(choice?.id);
  await expectNoSeriousA11yViolations(page, '[data-testid="profile-settings"]');
  await page.screenshot({ path: shot("profile-settings-avatar-1440") });

  // An avatar the player no longer owns (the grid has not heard yet) is refused: the spec's toast,
  // and the worn avatar stays.
  const lost = before.avatars.find((avatar) => avatar.id !== choice?.id);
  expect(lost).toBeDefined();
  await loseSkin(before.id, lost?.id ?? 0);
  await expect
    .poll(async () => (await me(page)).avatars.some((avatar) => avatar.id === lost?.id))
    .toBe(false);
  await grid.getByRole("button", { name: lost?.name ?? "", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to change avatar" })).toBeVisible();
  expect((await me(page)).equippedSkin?.id).toBe(choice?.id);
  // The grid reads the server again: the lost avatar leaves it, the worn one is still marked.
  await expect(grid.getByRole("button", { name: lost?.name ?? "", exact: true })).toHaveCount(0);
  await expect(grid.getByRole("button", { pressed: true })).toHaveAccessibleName(choice?.name ?? "");
});

test("390 px, demo player: identity locked with the reason, name and nickname still change", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, "jade-beta");
  await openProfile(page);
  const personal = section(page, "Personal data");
  const password = section(page, "Change password");
  await expect(personal.getByText(DEMO_LOCK)).toBeVisible();
  await expect(password.getByText(DEMO_LOCK)).toBeVisible();
  await expect(personal.getByLabel("E-mail")).toBeDisabled();
  await expect(password.getByLabel("Old password")).toBeDisabled();
  await expect(password.getByRole("button", { name: "Change password" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '[data-testid="profile-settings"]');
  // The lock matches the server: it refuses a demo password change with the same message.
  const refused = await page.request.patch("/api/users/change-password", {
    data: { oldPassword: "anything", newPassword: "brand-new-secret" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("DEMO_IDENTITY_LOCKED");

  const newNickname = `Rook${Date.now().toString(36).slice(-6)}`;
  await personal.getByLabel("Name", { exact: true }).fill("Lin Mei");
  await personal.getByLabel("Nickname").fill(newNickname);
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated successfully!", { exact: true })).toBeVisible();
  expect(await me(page)).toMatchObject({ firstName: "Lin", lastName: "Mei", nickname: newNickname });

  // The grid at phone width: choosing another avatar equips it.
  const before = await me(page);
  const choice = before.avatars.find((avatar) => avatar.id !== before.equippedSkin?.id);
  expect(choice, "the demo persona owns more than one avatar").toBeDefined();
  const grid = section(page, "Avatar").getByRole("list", { name: "Your avatars" });
  await grid.getByRole("button", { name: choice?.name ?? "", exact: true }).click();
  await expect(page.getByText("Avatar changed successfully!").last()).toBeVisible();
  expect((await me(page)).equippedSkin?.id).toBe(choice?.id);
  await page.screenshot({ path: shot("profile-settings-390-demo"), fullPage: true });
});

test("390 px, a copy of a persona without the demo flag (jade-guest) is locked the same way", async ({
  page,
}) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, "jade-guest");
  await openProfile(page);
  await expect(section(page, "Personal data").getByText(DEMO_LOCK)).toBeVisible();
  await expect(section(page, "Personal data").getByLabel("E-mail")).toBeDisabled();
  await expect(section(page, "Change password").getByLabel("Old password")).toBeDisabled();
  const refused = await page.request.patch("/api/users/me", {
    data: { email: uniqueEmail("guest-takeover"), currentPassword: "anything" },
  });
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("DEMO_IDENTITY_LOCKED");
});

test("Mini App: a Telegram player adds an e-mail with Telegram's proof, changes nickname and wallet", async ({
  page,
}) => {
  await openMiniApp(page, { path: "dashboard/settings?tab=profile" });
  await expect(tab(page)).toBeVisible();
  const personal = section(page, "Personal data");
  // No password to confirm with: Telegram's launch data proves who it is, and the address waits for
  // its confirmation link.
  const added = uniqueEmail("telegram-adds");
  await personal.getByLabel("E-mail").fill(added);
  await expect(personal.getByLabel("Current password")).toHaveCount(0);
  await expect(personal.getByText(/Telegram confirms it's you/)).toBeVisible();
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(personal.getByText(`Waiting for confirmation: we sent a link to ${added}.`)).toBeVisible();
  expect((await me(page)).pendingEmail).toBe(added);
  expect((await tokenMailedTo(added)).length).toBeGreaterThan(20);
  await expect(
    section(page, "Change password").getByText(
      "Your account signs in with Telegram and has no password to change.",
    ),
  ).toBeVisible();

  // No client-side bounds (docs/product/economy.md §5): the server refuses a blank nickname, named by its label.
  await personal.getByLabel("Nickname").fill("   ");
  await personal.getByRole("button", { name: "Save changes" }).click();
  await expect(personal.getByText("Nickname: Must not be empty")).toBeVisible();
  const newNickname = `Mei${Date.now().toString(36).slice(-6)}`;
  await personal.getByLabel("Nickname").fill(newNickname);
  await personal.getByRole("button", { name: "Save changes" }).click();
  // The e-mail save's toast ("…Check your inbox…") may still be showing: match this save's own.
  await expect(page.getByText("Profile updated successfully!", { exact: true })).toBeVisible();
  expect((await me(page)).nickname).toBe(newNickname);

  const wallet = section(page, "Wallet settings");
  await wallet.getByLabel("Metamask wallet address").fill("0xnot-an-address");
  await wallet.getByRole("button", { name: "Save wallet address" }).click();
  await expect(wallet.getByText("Please enter a valid Ethereum wallet address")).toBeVisible();
  const address = "0xAbCdEf0123456789abcdef0123456789ABCDEF01";
  await wallet.getByLabel("Metamask wallet address").fill(address);
  await wallet.getByRole("button", { name: "Save wallet address" }).click();
  await expect(page.getByText("Wallet address updated successfully!", { exact: true })).toBeVisible();
  expect((await me(page)).walletAddress).toBe(address.toLowerCase());

  for (const toggle of await section(page, "Privacy").getByRole("switch").all())
    await expect(toggle).toBeDisabled();
  await expectNoSeriousA11yViolations(page, '[data-testid="profile-settings"]');
  await page.screenshot({ path: shot("profile-settings-miniapp"), fullPage: true });

  // A new Telegram player owns every avatar's free default skin from sign-up: the grid lists them (no
  // pointer to the store), none worn yet, and the store will not hand one out again (409, already
  // owned). Choosing one in the grid puts it in the Mini App's header.
  const avatar = section(page, "Avatar");
  const defaults = await query(
    "SELECT id FROM skins WHERE is_default_skin = 1 AND price_gems = 0 ORDER BY id",
  );
  expect((await me(page)).avatars.map((owned) => owned.id)).toEqual(defaults.map((row) => Number(row.id)));
  const grid = avatar.getByRole("list", { name: "Your avatars" });
  await expect(grid.getByRole("button")).toHaveCount(defaults.length);
  await expect(grid.getByRole("button", { pressed: true })).toHaveCount(0);
  await expect(avatar.getByRole("link", { name: "Visit store" })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem("access_token"));
  for (const skinId of [1, 7]) {
    const again = await page.request.post(`/api/skins/buy/${skinId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("SKIN_ALREADY_OWNED_ERROR");
  }
  const rabbit = (await me(page)).avatars.find((owned) => owned.id === 7);
  await grid.getByRole("button", { name: rabbit?.name ?? "", exact: true }).click();
  await expect(page.getByText("Avatar changed successfully!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open settings" }).locator("img")).toHaveAttribute(
    "src",
    rabbit?.smallImage.url ?? "",
  );
  expect((await me(page)).equippedSkin?.id).toBe(7);
  await expectNoSeriousA11yViolations(page, '[data-testid="profile-settings"]');
  await page.screenshot({ path: shot("profile-settings-miniapp-avatar") });
});
