import { generate } from "otplib";
import type { TestApi } from "./harness.ts";

/**
 * Console test helper (docs/operations.md "The operator's console"): enrols `token`'s player with an
 * authenticator and signs them in to the console. `epoch` is the test's clock in seconds; the
 * helper moves it on 30 s between the confirming code and the sign-in (a TOTP code is spent once).
 */
export async function signInOperator(
  api: TestApi,
  token: string,
  clock: { epoch: () => number; tick: (seconds: number) => void },
): Promise<{ console: string; secret: string; recovery: string[] }> {
  const started = await api.request("POST", "/api/console/factor", { token });
  if (started.status !== 200) throw new Error(`enrolment refused: ${started.status}`);
  const secret = started.body.secret as string;
  const confirmed = await api.request("POST", "/api/console/factor/confirm", {
    token,
    body: { code: await generate({ secret, epoch: clock.epoch() }) },
  });
  if (confirmed.status !== 200) throw new Error(`confirmation refused: ${confirmed.status}`);
  clock.tick(30);
  const signedIn = await api.request("POST", "/api/console/session", {
    token,
    body: { code: await generate({ secret, epoch: clock.epoch() }) },
  });
  if (signedIn.status !== 200) throw new Error(`console sign-in refused: ${signedIn.status}`);
  return {
    console: signedIn.body.token as string,
    secret,
    recovery: confirmed.body.recoveryCodes as string[],
  };
}
