import {
  FALLBACK_NICKNAME,
  NAME_MAX,
  NICKNAME_MAX,
  normaliseDisplayText,
} from "@jadeverse/db/users/display-name";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { signInitData, signLoginWidget } from "../../lib/auth/telegram.ts";

// Every way a name enters goes through one set of rules (`@jadeverse/db/users/display-name`): PATCH
// refuses a name that breaks them, a Telegram sign-in stores the cleaned name and never fails on one.

const now = () => Math.floor(Date.now() / 1000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

type TelegramNames = { first_name?: string; last_name?: string; username?: string };

let nextTelegramId = 7_000;

/** Signs in from the Mini App (initData) as a new Telegram user with these names; returns the player. */
async function miniAppPlayer(names: TelegramNames) {
  const initData = signInitData(
    { user: JSON.stringify({ id: ++nextTelegramId, ...names }), auth_date: String(now()) },
    BOT_TOKEN,
  );
  const login = await api.request("POST", "/api/auth/telegram-miniapp", {
    headers: { authorization: `tma ${initData}` },
  });
  expect(login.status).toBe(200);
  const me = await api.request("GET", "/api/users/me", { token: login.body.access_token });
  return { token: login.body.access_token as string, me: me.body };
}

/** Signs in with the Login Widget as a new Telegram user with these names; returns the player. */
async function widgetPlayer(names: TelegramNames) {
  const payload = signLoginWidget({ id: ++nextTelegramId, auth_date: now(), ...names }, BOT_TOKEN);
  const login = await api.request("POST", "/api/auth/telegram-login", { body: payload });
  expect(login.status).toBe(200);
  const me = await api.request("GET", "/api/users/me", { token: login.body.access_token });
  return { token: login.body.access_token as string, me: me.body };
}

const zalgo = `a${"\u0301\u0316\u0336".repeat(100)}`; // one letter under 300 marks
const HOSTILE = [
  "\u202Egnp.exe\u0007\n",
  "shape\u206Ad",
  zalgo,
  "\u0301\u0302\u0303",
  "zero\u200Bwidth",
  "y".repeat(201),
];

describe("Telegram sign-ins store names by the display rules", () => {
  it("Mini App: an RLO/BEL/LF first name is stored clean, a 201-character last name at 50", async () => {
    const { me } = await miniAppPlayer({ first_name: "\u202Egnp.exe\u0007\n", last_name: "x".repeat(201) });
    expect(me.firstName).toBe("gnp.exe");
    expect(me.lastName).toBe("x".repeat(NAME_MAX));
    expect(me.nickname).toBe(`gnp.exe ${"x".repeat(NICKNAME_MAX - 8)}`);
  });

  it("Login Widget: the same names are stored the same way", async () => {
    const { me } = await widgetPlayer({ first_name: "\u202Egnp.exe\u0007\n", last_name: "x".repeat(201) });
    expect(me.firstName).toBe("gnp.exe");
    expect(me.lastName).toBe("x".repeat(NAME_MAX));
  });

  it("never fails because of a name: nothing visible left falls back to the username, then Player", async () => {
    const garbage = { first_name: "\u200B\u3164\u202E", last_name: "\u0301\u0301" };
    const withUsername = await miniAppPlayer({ ...garbage, username: "mei_42" });
    expect(withUsername.me).toMatchObject({ nickname: "mei_42", firstName: null, lastName: null });
    const without = await widgetPlayer(garbage);
    expect(without.me).toMatchObject({ nickname: FALLBACK_NICKNAME, firstName: null, lastName: null });
  });
});

describe("PATCH /api/users/me refuses what breaks the rules", () => {
  it("refuses a 300-mark zalgo nickname, combining-only text and U+206A, and changes nothing", async () => {
    const { token } = await api.signUp("zalgo@example.com");
    await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Before" } });
    for (const body of [
      { nickname: zalgo },
      { nickname: "\u0301\u0302\u0303" },
      { lastName: "\u0308" },
      { nickname: "ab\u206Acd" },
      { firstName: "\u206F" },
    ]) {
      const res = await api.request("PATCH", "/api/users/me", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    const me = await api.request("GET", "/api/users/me", { token });
    expect(me.body).toMatchObject({ nickname: "Before", firstName: null, lastName: null });
  });
});

describe("every entrance applies the same rules", () => {
  it("what PATCH refuses, a Telegram sign-in stores as the normaliser cleans it, and PATCH accepts that", async () => {
    const { token } = await api.signUp("entrances@example.com");
    for (const raw of HOSTILE) {
      const expected = normaliseDisplayText(raw, NAME_MAX);
      expect(expected.problem, JSON.stringify(raw)).not.toBeNull();
      // PATCH refuses the raw name...
      const refused = await api.request("PATCH", "/api/users/me", { token, body: { firstName: raw } });
      expect(refused.status, JSON.stringify(raw)).toBe(400);
      // ...both Telegram entrances store exactly what the normaliser makes of it...
      for (const signIn of [miniAppPlayer, widgetPlayer]) {
        const { me } = await signIn({ first_name: raw, username: "same_rules" });
        expect(me.firstName, JSON.stringify(raw)).toBe(expected.value || null);
      }
      // ...and that cleaned name passes PATCH as it is.
      if (expected.value) {
        const accepted = await api.request("PATCH", "/api/users/me", {
          token,
          body: { firstName: expected.value },
        });
        expect(accepted.status).toBe(200);
        expect(accepted.body.user.firstName).toBe(expected.value);
      }
    }
  }, 60_000);
});
