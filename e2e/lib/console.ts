import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";
import { PASSWORD, registerViaApi, verifyViaMailedLink } from "./account.ts";
import { withPlatformDb } from "./dashboard-setup.ts";

/**
 * The console's operators in the browser tests (docs/operations.md "The operator's console"): the
 * e-mails e2e/serve.ts grants each role, a player account each, and their authenticator.
 */
export const CONSOLE_OPERATORS = {
  admin: "admin@console.e2e.test",
  support: "support@console.e2e.test",
  community: "community@console.e2e.test",
} as const;
export type ConsoleRole = keyof typeof CONSOLE_OPERATORS;

interface Enrolled {
  secret: string;
  recovery: string[];
}
const enrolled = new Map<ConsoleRole, Enrolled>();

/** Keeps an authenticator enrolled through the console's own screen, for later sign-ins in this run. */
export function rememberFactor(role: ConsoleRole, secret: string, recovery: string[]): void {
  enrolled.set(role, { secret, recovery: [...recovery] });
}

/** Milliseconds until the authenticator shows its next code (a code is good once, for its step). */
export const untilNextStep = () => 30_000 - (Date.now() % 30_000) + 250;

/** Signs the page's context in as the operator's player account, making it on first use. */
export async function signInPlayer(page: Page, email: string): Promise<void> {
  const login = () => page.request.post("/api/auth/login", { data: { email, password: PASSWORD } });
  let answer = await login();
  if (answer.status() !== 200) {
    await registerViaApi(page, email);
    await verifyViaMailedLink(page, email);
    answer = await login();
  }
  expect(answer.status()).toBe(200);
}

/** The current TOTP code of a secret, for the real clock. */
export const totpNow = (secret: string) => generate({ secret });

/**
 * Enrols the operator's authenticator through the API (the UI's enrolment has a test of its own),
 * starting from none: a factor a previous run left is removed first, since its secret is unknown here.
 */
async function enrol(page: Page, role: ConsoleRole): Promise<Enrolled> {
  const known = enrolled.get(role);
  if (known) return known;
  await withPlatformDb((db) =>
    db.execute({
      sql: "delete from operator_factors where user_id = (select id from users where email = ?)",
      args: [CONSOLE_OPERATORS[role]],
    }),
  );
  const started = await page.request.post("/api/console/factor");
  expect(started.status()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await page.request.post("/api/console/factor/confirm", {
    data: { code: await totpNow(secret) },
  });
  expect(confirmed.status()).toBe(200);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  const fresh = { secret, recovery: [...recoveryCodes] };
  enrolled.set(role, fresh);
  return fresh;
}

/**
 * Opens the console as `role`: the player's sign-in, then the second factor typed into the console's
 * form, a recovery code (each spent once, so no test waits for the authenticator's next 30-second step).
 */
export async function openConsoleAs(page: Page, role: ConsoleRole, path = "/admin"): Promise<void> {
  await signInPlayer(page, CONSOLE_OPERATORS[role]);
  const factor = await enrol(page, role);
  const recovery = factor.recovery.shift();
  if (!recovery) throw new Error(`${role}: no recovery code left for this run`);
  await page.goto(path);
  const form = page.getByRole("form", { name: "Second factor" });
  await form.getByRole("button", { name: "Use a recovery code" }).click();
  await form.getByLabel("Recovery code").fill(recovery);
  await form.getByRole("button", { name: "Sign in to the console" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
}
