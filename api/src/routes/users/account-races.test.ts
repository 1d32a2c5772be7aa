import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { LedgerError, ledger } from "@jadeverse/db/ledger";
import { users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { signInitData } from "../../lib/auth/telegram.ts";
import { toApiError } from "../../lib/error-mapper.ts";

const PASSWORD = "correct-horse-1";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BOT_TOKEN });
});
afterAll(() => api.close());

const tma = (id: number) => ({
  headers: {
    authorization: `tma ${signInitData(
      {
        user: JSON.stringify({ id, first_name: "Race", username: `race${id}` }),
        auth_date: String(Math.floor(Date.now() / 1000)),
      },
      BOT_TOKEN,
    )}`,
  },
});

describe("races end in a 409 or a clean refusal, never a 500 (A4)", () => {
  it("20 parallel registrations of one address (in any case or spacing) give one 201 and nineteen 409s", async () => {
    const variants = ["race@example.com", "RACE@example.com", "  race@Example.com ", "Race@EXAMPLE.COM"];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.request("POST", "/api/auth/register", {
          body: { email: variants[i % variants.length], password: PASSWORD, country: "Europe" },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error.code).toBe("USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR");
    expect(await api.db.orm.select().from(users).where(eq(users.email, "race@example.com"))).toHaveLength(1);
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("two Telegram accounts linking one e-mail at once: one wins, the other gets 409", async () => {
    const a = await api.request("POST", "/api/auth/telegram-miniapp", tma(9101));
    const b = await api.request("POST", "/api/auth/telegram-miniapp", tma(9102));
    const link = (token: string, id: number) =>
      api.request("POST", "/api/auth/link-email", {
        token,
        body: {
          email: "shared-link@example.com",
          password: PASSWORD,
          telegramInitData: tma(id).headers.authorization.slice(4),
        },
      });
    const results = await Promise.all([link(a.body.access_token, 9101), link(b.body.access_token, 9102)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error.code).toBe(
      "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR",
    );
  });

  it("an e-mail change confirmed after someone registered the address answers 409 and keeps both accounts intact", async () => {
    const { token, userId } = await api.signUp("mover@example.com");
    await api.request("PATCH", "/api/users/me", {
      token,
      body: { email: "contested@example.com", currentPassword: PASSWORD },
    });
    const changeToken = await api.mailedToken("contested@example.com");
    const [confirm, register] = await Promise.all([
      api.request("POST", "/api/auth/verify-email", { body: { token: changeToken } }),
      api.request("POST", "/api/auth/register", {
        body: { email: "contested@example.com", password: PASSWORD, country: "Asia" },
      }),
    ]);
    // Whichever commits first wins; the other is refused with the spec's 409.
    expect(
      [
        [200, 409],
        [409, 201],
      ].map(String),
    ).toContain(String([confirm.status, register.status]));
    expect([confirm.status, register.status]).not.toContain(500);
    const owners = await api.db.orm.select().from(users).where(eq(users.email, "contested@example.com"));
    expect(owners).toHaveLength(1);
    const mover = (await api.db.orm.select().from(users).where(eq(users.id, userId)))[0]!;
    expect(["mover@example.com", "contested@example.com"]).toContain(mover.email);
  });

  it("bad input changes nothing: 4xx for every malformed profile update", async () => {
    const { token, userId } = await api.signUp("unchanged@example.com");
    const before = (await api.db.orm.select().from(users).where(eq(users.id, userId)))[0];
    for (const body of [
      {},
      { currentPassword: PASSWORD },
      { nickname: "" },
      { nickname: 5 },
      { email: "not-an-email", currentPassword: PASSWORD },
      { nickname: "ok", role: "admin" },
    ]) {
      const res = await api.request("PATCH", "/api/users/me", { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.db.orm.select().from(users).where(eq(users.id, userId)))[0]).toEqual(before);
  });
});

describe("the one error mapper", () => {
  it("maps ledger refusals to the spec's codes", async () => {
    const { userId } = await api.signUp("poor@example.com");
    const refusal = async (currency: "gems" | "coins") => {
      try {
        await ledger.run(api.db, {
          key: `test-debit:${currency}:${userId}`,
          reason: "test",
          changes: [{ userId, currency, delta: -1_000_000_000 }],
        });
      } catch (error) {
        return error;
      }
      throw new Error("debit should have been refused");
    };
    const gems = await refusal("gems");
    expect(gems).toBeInstanceOf(LedgerError);
    expect(toApiError(gems)).toMatchObject({ status: 400, code: "NOT_ENOUGH_GEMS_ERROR" });
    expect(toApiError(await refusal("coins"))).toMatchObject({
      status: 400,
      code: "INSUFFICIENT_BALANCE_ERROR",
    });
    expect(await checkLedgerInvariant(api.db)).toEqual([]);
  });

  it("maps a real unique violation to 409 and anything unknown to 500", async () => {
    await api.signUp("dupe@example.com");
    const clash = await api.db
      .write((tx) => tx.insert(users).values({ email: "dupe@example.com", referralCode: "JVDUPE0001" }))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(toApiError(clash)).toMatchObject({
      status: 409,
      code: "USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR",
    });
    expect(toApiError(new Error("boom"))).toMatchObject({ status: 500, code: "INTERNAL_ERROR" });
  });
});
