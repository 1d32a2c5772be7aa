import { sessionAtom } from "@jadeverse/web/shell";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInitData } from "../../../api/src/lib/auth/telegram.ts";
import { startTestApi, type TestApi } from "../../../api/test/harness.ts";
import { createMiniAppContext } from "./miniapp-context.ts";

// The Mini App's sign-in against the real API: initData signed with the server's bot token.

const BOT_TOKEN = "123456:miniapp-context-test";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN, BOT_USERNAME: "jadeverse_test_bot" });
});
afterAll(async () => {
  await api.close();
});

let nextId = 810_000_000;
const uniqueTelegramUser = () => {
  nextId += 1;
  return { id: nextId, first_name: "Mei", username: `mei_${nextId}` };
};
/** initData as Telegram signs it (the SDK's parser also wants `signature`; the API checks the HMAC). */
const signedInitData = (user: { id: number }, botToken: string) =>
  signInitData(
    { user: JSON.stringify(user), auth_date: String(Math.floor(Date.now() / 1000)), signature: "test" },
    botToken,
  );

const settled = async <S extends { status: string }>(read: () => S): Promise<S> => {
  for (let i = 0; i < 1_500 && read().status === "checking"; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return read();
};

describe("the Mini App's session", () => {
  it("signs in with the launch's initData, and signs in again when the server ends the session", async () => {
    const user = uniqueTelegramUser();
    const app = createMiniAppContext(signedInitData(user, BOT_TOKEN), {
      origin: api.url,
      reauthCooldownMs: 0,
    });
    const state = () => app.store.get(sessionAtom);
    expect(state().status).toBe("checking");
    expect(await settled(state)).toEqual({ status: "signed-in" });
    const me = await app.session.api.api.users.me.$get();
    expect(((await me.json()) as { telegram: { username: string } }).telegram.username).toBe(user.username);

    // The session is revoked elsewhere: the next call's 401 ends it and the shell signs in again.
    expect((await app.session.api.api.auth.logout.$post()).status).toBeLessThan(300);
    expect((await app.session.api.api.users.me.$get()).status).toBe(401);
    expect(await settled(state)).toEqual({ status: "signed-in" });
    expect((await app.session.api.api.users.me.$get()).status).toBe(200);
  });

  it("reports initData signed with another bot's token, and does not loop", async () => {
    const app = createMiniAppContext(signedInitData(uniqueTelegramUser(), "654321:another-bot"), {
      origin: api.url,
    });
    const state = await settled(() => app.store.get(sessionAtom));
    expect(state.status).toBe("signed-out");
    expect(state.status === "signed-out" && state.error?.code).toBe("INVALID_TELEGRAM_AUTH");
  });
});
