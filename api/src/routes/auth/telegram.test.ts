import { ledgerEntries, telegramPendingReferrals, users } from "@jadeverse/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { REFERRAL_BONUS_GEMS } from "../../lib/accounts/constants.ts";
import { signInitData, signLoginWidget } from "../../lib/auth/telegram.ts";

const now = () => Math.floor(Date.now() / 1000);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

const widget = (id: number, overrides: Record<string, string | number> = {}) =>
  signLoginWidget(
    {
      id,
      first_name: "Mei",
      last_name: "Lin",
      username: `mei${id}`,
      photo_url: "https://t.me/i/mei.jpg",
      auth_date: now(),
      ...overrides,
    },
    BOT_TOKEN,
  );

const initData = (id: number, extra: Record<string, string> = {}, authDate = now()) =>
  signInitData(
    {
      query_id: "AAHdF6IQAAAAAN0XohDhrOrc",
      user: JSON.stringify({
        id,
        first_name: "Jin",
        last_name: "Wu",
        username: `jin${id}`,
        language_code: "en",
      }),
      auth_date: String(authDate),
      ...extra,
    },
    BOT_TOKEN,
  );

const tma = (data: string) => ({ headers: { authorization: `tma ${data}` } });

describe("POST /api/auth/telegram-login (Login Widget)", () => {
  it("creates a player for a new Telegram id and finds it again next time", async () => {
    const first = await api.request("POST", "/api/auth/telegram-login", { body: widget(1001) });
    expect(first.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: first.body.access_token });
    expect(me.body).toMatchObject({
      nickname: "mei1001",
      firstName: "Mei",
      lastName: "Lin",
      telegram: { id: "1001" },
    });
    const second = await api.request("POST", "/api/auth/telegram-login", { body: widget(1001) });
    const again = await api.request("GET", "/api/users/me", { token: second.body.access_token });
    expect(again.body.id).toBe(me.body.id);
  });

  it("refuses a tampered payload, a forged hash and a stale auth_date, creating nothing", async () => {
    const before = (await api.db.orm.select().from(users)).length;
    const tampered = { ...widget(2002), id: 2003 };
    const r1 = await api.request("POST", "/api/auth/telegram-login", { body: tampered });
    expect(r1.status).toBe(401);
    expect(r1.body.error.code).toBe("INVALID_TELEGRAM_AUTH");
    const forged = signLoginWidget({ id: 2004, auth_date: now() }, "999:other-bot-token");
    expect((await api.request("POST", "/api/auth/telegram-login", { body: forged })).body.error.code).toBe(
      "INVALID_TELEGRAM_AUTH",
    );
    const stale = widget(2005, { auth_date: now() - 86_401 });
    const r3 = await api.request("POST", "/api/auth/telegram-login", { body: stale });
    expect(r3.status).toBe(401);
    expect(r3.body.error.code).toBe("TELEGRAM_AUTH_EXPIRED");
    const future = widget(2006, { auth_date: now() + 3600 });
    expect((await api.request("POST", "/api/auth/telegram-login", { body: future })).status).toBe(401);
    for (const body of [{}, { id: "x", auth_date: 1, hash: "zz" }, { ...widget(2007), hash: "abc" }]) {
      expect((await api.request("POST", "/api/auth/telegram-login", { body })).status).toBe(400);
    }
    expect((await api.db.orm.select().from(users)).length).toBe(before);
  });

  it("links Telegram to the signed-in e-mail account, once", async () => {
    const { token, userId } = await api.signUp("linker@example.com");
    const linked = await api.request("POST", "/api/auth/telegram-login", { body: widget(3003), token });
    expect(linked.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: linked.body.access_token });
    expect(me.body).toMatchObject({ id: userId, email: "linker@example.com", telegram: { id: "3003" } });
    // The Telegram identity now logs in to the same account.
    const viaTelegram = await api.request("POST", "/api/auth/telegram-login", { body: widget(3003) });
    expect(
      (await api.request("GET", "/api/users/me", { token: viaTelegram.body.access_token })).body.id,
    ).toBe(userId);

    const other = await api.signUp("other-linker@example.com");
    const taken = await api.request("POST", "/api/auth/telegram-login", {
      body: widget(3003),
      token: other.token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("TELEGRAM_ALREADY_LINKED");
    const second = await api.request("POST", "/api/auth/telegram-login", { body: widget(3004), token });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("ACCOUNT_ALREADY_LINKED");
  });
});

describe("POST /api/auth/telegram-miniapp (initData)", () => {
  it("creates or finds the player by Telegram id", async () => {
    const first = await api.request("POST", "/api/auth/telegram-miniapp", tma(initData(4004)));
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    const me = await api.request("GET", "/api/users/me", { token: first.body.access_token });
    expect(me.body).toMatchObject({ nickname: "jin4004", telegram: { id: "4004", username: "jin4004" } });
    const second = await api.request("POST", "/api/auth/telegram-miniapp", tma(initData(4004)));
    expect((await api.request("GET", "/api/users/me", { token: second.body.access_token })).body.id).toBe(
      me.body.id,
    );
  });

  it("pays the referrer named in start_param exactly once", async () => {
    const referrer = await api.signUp("tg-referrer@example.com");
    const code = (await api.request("GET", "/api/users/me", { token: referrer.token })).body.referralCode;
    const gemsBefore = (await api.request("GET", "/api/users/me", { token: referrer.token })).body.gemsAmount;
    const res = await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(5005, { start_param: `ref_${code}` })),
    );
    expect(res.status).toBe(200);
    await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(5005, { start_param: `ref_${code}` })),
    );
    const after = (await api.request("GET", "/api/users/me", { token: referrer.token })).body.gemsAmount;
    expect(after - gemsBefore).toBe(REFERRAL_BONUS_GEMS);
    const bonuses = await api.db.orm
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, referrer.userId), eq(ledgerEntries.reason, "referral-bonus")));
    expect(bonuses).toHaveLength(1);
  });

  it("uses a referral code the player brought to the bot first when the launch carries none, once", async () => {
    const referrer = await api.signUp("tg-bot-referrer@example.com");
    const me = () => api.request("GET", "/api/users/me", { token: referrer.token });
    const code = (await me()).body.referralCode;
    const gemsBefore = (await me()).body.gemsAmount;
    // The bot's /start <code> kept it (bot/src/features/start.ts); the app opens from the menu button.
    await api.db.write((tx) =>
      tx.insert(telegramPendingReferrals).values({ telegramId: "5105", referralCode: code }),
    );
    const res = await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(5105, { start_param: "wheel" })),
    );
    expect(res.status).toBe(200);
    expect((await me()).body.gemsAmount - gemsBefore).toBe(REFERRAL_BONUS_GEMS);
    expect(await api.db.orm.select().from(telegramPendingReferrals)).toEqual([]);
  });

  it("refuses missing, tampered, foreign-signed and expired initData", async () => {
    const before = (await api.db.orm.select().from(users)).length;
    const missing = await api.request("POST", "/api/auth/telegram-miniapp");
    expect(missing.status).toBe(401);
    expect(missing.body.error.code).toBe("INVALID_TELEGRAM_AUTH");
    const valid = initData(6006);
    const tampered = valid.replace("jin6006", "jin6007");
    expect((await api.request("POST", "/api/auth/telegram-miniapp", tma(tampered))).body.error.code).toBe(
      "INVALID_TELEGRAM_AUTH",
    );
    const foreign = signInitData({ user: JSON.stringify({ id: 6008 }), auth_date: String(now()) }, "1:other");
    expect((await api.request("POST", "/api/auth/telegram-miniapp", tma(foreign))).status).toBe(401);
    const expired = await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(6009, {}, now() - 90_000)),
    );
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe("TELEGRAM_AUTH_EXPIRED");
    const bearer = await api.request("POST", "/api/auth/telegram-miniapp", {
      headers: { authorization: `Bearer ${valid}` },
    });
    expect(bearer.status).toBe(401);
    expect((await api.db.orm.select().from(users)).length).toBe(before);
  });
});

describe('Telegram\'s language, kept on the account (docs/i18n.md "Which language")', () => {
  /** A launch from a Telegram set to `languageCode` (none: the user object carries no language_code). */
  const launch = (id: number, languageCode?: string) =>
    signInitData(
      {
        user: JSON.stringify({
          id,
          first_name: "Lena",
          ...(languageCode ? { language_code: languageCode } : {}),
        }),
        auth_date: String(now()),
      },
      BOT_TOKEN,
    );
  const signIn = async (data: string) => {
    const res = await api.request("POST", "/api/auth/telegram-miniapp", tma(data));
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };
  const stored = async (telegramId: string) => {
    const [row] = await api.db.orm.select().from(users).where(eq(users.telegramId, telegramId));
    return { language: row?.language, telegramLanguage: row?.telegramLanguage };
  };

  it("records the launch's language_code at sign-in and follows it when it changes", async () => {
    // A new player from a Russian Telegram who never chose a language.
    const token = await signIn(launch(7101, "ru"));
    expect(await stored("7101")).toEqual({ language: null, telegramLanguage: "ru" });
    await signIn(launch(7101, "es-419"));
    expect(await stored("7101")).toEqual({ language: null, telegramLanguage: "es" });
    // A launch without a language_code teaches nothing: the recorded one stays.
    await signIn(launch(7101));
    expect((await stored("7101")).telegramLanguage).toBe("es");
    // A language we do not speak is recorded as none.
    await signIn(launch(7101, "de"));
    expect((await stored("7101")).telegramLanguage).toBeNull();
    // The player's own choice is kept apart, and Telegram's never overwrites it.
    expect((await api.request("PATCH", "/api/users/me", { token, body: { language: "es" } })).status).toBe(
      200,
    );
    await signIn(launch(7101, "ru"));
    expect(await stored("7101")).toEqual({ language: "es", telegramLanguage: "ru" });
  });

  it("is left alone by the Login Widget, which carries no language", async () => {
    await signIn(launch(7102, "ar"));
    const res = await api.request("POST", "/api/auth/telegram-login", { body: widget(7102) });
    expect(res.status).toBe(200);
    expect((await stored("7102")).telegramLanguage).toBe("ar");
  });
});

describe("POST /api/auth/telegram-miniapp: start_param and signature", () => {
  const referredBy = async (token: string) => {
    const me = await api.request("GET", "/api/users/me", { token });
    const [row] = await api.db.orm.select().from(users).where(eq(users.id, me.body.id));
    return row?.referredById ?? null;
  };

  it("signs in with and without initData's `signature` field", async () => {
    const signed = await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(9101, { signature: "ed25519-from-a-current-client" })),
    );
    expect(signed.status).toBe(200);
    const unsigned = await api.request("POST", "/api/auth/telegram-miniapp", tma(initData(9102)));
    expect(unsigned.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: unsigned.body.access_token });
    expect(me.body.telegram.id).toBe("9102");
  });

  it("does not take a deep link's page name for a referral code", async () => {
    // A player whose referral code spells a page name must not become everyone's referrer.
    const owner = await api.signUp("page-name-code@example.com");
    for (const [i, page] of [
      "wheel",
      "store",
      "leaderboard",
      "buy-gems",
      "inventory",
      "settings",
    ].entries()) {
      const code = page.replace("-", "").toUpperCase();
      await api.db.write((tx) =>
        tx.update(users).set({ referralCode: code }).where(eq(users.id, owner.userId)),
      );
      const res = await api.request(
        "POST",
        "/api/auth/telegram-miniapp",
        tma(initData(9200 + i, { start_param: page })),
      );
      expect(res.status).toBe(200);
      expect(await referredBy(res.body.access_token)).toBeNull();
    }
  });

  it("signs in a new player whose start_param is an unknown referral code, with no referrer", async () => {
    for (const [i, startParam] of [
      "ref_NOSUCHCODE99",
      "NOSUCHCODE98",
      "ref_",
      "x",
      "not a code!",
    ].entries()) {
      const res = await api.request(
        "POST",
        "/api/auth/telegram-miniapp",
        tma(initData(9300 + i, { start_param: startParam })),
      );
      expect(res.status).toBe(200);
      expect(await referredBy(res.body.access_token)).toBeNull();
    }
  });

  it("still credits a real referral code next to the page names", async () => {
    const referrer = await api.signUp("tg-real-referrer@example.com");
    const code = (await api.request("GET", "/api/users/me", { token: referrer.token })).body.referralCode;
    const res = await api.request(
      "POST",
      "/api/auth/telegram-miniapp",
      tma(initData(9400, { start_param: code })),
    );
    expect(res.status).toBe(200);
    expect(await referredBy(res.body.access_token)).toBe(referrer.userId);
  });
});

describe("Telegram-only accounts", () => {
  it("cannot change a password they never had", async () => {
    const tg = await api.request("POST", "/api/auth/telegram-miniapp", tma(initData(7100)));
    const res = await api.request("PATCH", "/api/users/change-password", {
      token: tg.body.access_token,
      body: { oldPassword: "anything", newPassword: "something-new" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("PASSWORD_NOT_SET");
  });
});

describe("linking an e-mail to a Telegram account", () => {
  it("adds e-mail and password, verifies them and then logs in with them", async () => {
    const tg = await api.request("POST", "/api/auth/telegram-miniapp", tma(initData(7007)));
    const token = tg.body.access_token;
    const unproven = await api.request("POST", "/api/auth/link-email", {
      token,
      body: { email: "tg@example.com", password: "linked-pass" },
    });
    expect(unproven.status).toBe(401);
    expect(unproven.body.error.code).toBe("TELEGRAM_PROOF_REQUIRED");
    const stale = await api.request("POST", "/api/auth/link-email", {
      token,
      body: {
        email: "tg@example.com",
        password: "linked-pass",
        telegramInitData: initData(7007, {}, now() - 3600),
      },
    });
    expect(stale.status).toBe(401);
    const someoneElse = await api.request("POST", "/api/auth/link-email", {
      token,
      body: { email: "tg@example.com", password: "linked-pass", telegramInitData: initData(7008) },
    });
    expect(someoneElse.status).toBe(401);
    expect(someoneElse.body.error.code).toBe("INVALID_TELEGRAM_AUTH");
    const res = await api.request("POST", "/api/auth/link-email", {
      token,
      body: { email: "tg@example.com", password: "linked-pass", telegramInitData: initData(7007) },
    });
    expect(res.status).toBe(200);
    await api.request("POST", "/api/auth/verify-email", {
      body: { token: await api.mailedToken("tg@example.com") },
    });
    const login = await api.request("POST", "/api/auth/login", {
      body: { email: "tg@example.com", password: "linked-pass" },
    });
    expect(login.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: login.body.access_token });
    expect(me.body.telegram.id).toBe("7007");
    const twice = await api.request("POST", "/api/auth/link-email", {
      token,
      body: { email: "tg2@example.com", password: "linked-pass" },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe("ACCOUNT_ALREADY_LINKED");
    expect(
      (await api.request("POST", "/api/auth/link-email", { body: { email: "x@y.zz", password: "12345678" } }))
        .status,
    ).toBe(401);
  });
});

describe("without BOT_TOKEN", () => {
  it("answers 503 TELEGRAM_NOT_CONFIGURED and keeps serving", async () => {
    const bare = await startTestApi();
    try {
      const res = await bare.request("POST", "/api/auth/telegram-login", { body: widget(8008) });
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("TELEGRAM_NOT_CONFIGURED");
      expect((await bare.request("GET", "/api/health")).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
