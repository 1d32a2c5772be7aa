import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";

// Issue 33: the operator's console API (docs/operations.md "The operator's console").
let api: TestApi;
let document: any;
let clock = new Date("2026-11-29T12:00:00Z");
const people: Record<string, { token: string; userId: number }> = {};

beforeAll(async () => {
  api = await startTestApi({
    CONSOLE_ADMINS: "admin@example.com",
    CONSOLE_SUPPORT: "support@example.com, 99887766",
    CONSOLE_COMMUNITY: "community@example.com",
  });
  api.deps.now = () => clock;
  for (const name of ["admin", "support", "community", "player"])
    people[name] = await api.signUp(`${name}@example.com`);
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const epoch = () => Math.floor(clock.getTime() / 1000);
const codeFor = (secret: string) => generate({ secret, epoch: epoch() });
const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

/** Enrols `who` and signs them in: their console token, secret and recovery codes. */
async function operator(who: string) {
  const { token } = people[who]!;
  const started = await api.request("POST", "/api/console/factor", { token });
  expect(started.status).toBe(200);
  expect(started.body.uri).toMatch(/^otpauth:\/\/totp\/JadeVerse%20console:/);
  const secret = started.body.secret as string;
  const confirmed = await api.request("POST", "/api/console/factor/confirm", {
    token,
    body: { code: await codeFor(secret) },
  });
  expect(confirmed.status).toBe(200);
  tick(30);
  const signedIn = await api.request("POST", "/api/console/session", {
    token,
    body: { code: await codeFor(secret) },
  });
  expect(signedIn.status).toBe(200);
  return {
    console: signedIn.body.token as string,
    secret,
    recovery: confirmed.body.recoveryCodes as string[],
  };
}

let admin: Awaited<ReturnType<typeof operator>>;
let support: Awaited<ReturnType<typeof operator>>;

describe("signing in to the console", () => {
  it("refuses a player every console call (403) and audits the attempt", async () => {
    const { token } = people.player!;
    for (const [method, path] of [
      ["POST", "/api/console/factor"],
      ["GET", "/api/console/players?q=admin"],
      ["GET", "/api/console/audit"],
    ] as const) {
      const res = await api.request(method, path, { token });
      expect([path, res.status, res.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
    }
  });

  it("enrols with a first code, then a console sign-in takes a fresh code once; a wrong or replayed code is refused", async () => {
    const { token } = people.admin!;
    const started = await api.request("POST", "/api/console/factor", { token });
    expectDocumented(document, "post", "/api/console/factor", started);
    const secret = started.body.secret as string;
    const wrong = await api.request("POST", "/api/console/factor/confirm", {
      token,
      body: { code: "000000" },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([401, "INVALID_SECOND_FACTOR"]);
    const first = await codeFor(secret);
    const confirmed = await api.request("POST", "/api/console/factor/confirm", {
      token,
      body: { code: first },
    });
    expectDocumented(document, "post", "/api/console/factor/confirm", confirmed);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    // Enrolled: a second enrolment is refused, and the confirming code cannot sign in (spent).
    expect((await api.request("POST", "/api/console/factor", { token })).status).toBe(409);
    const replayed = await api.request("POST", "/api/console/session", { token, body: { code: first } });
    expect([replayed.status, replayed.body.error.code]).toEqual([401, "INVALID_SECOND_FACTOR"]);
    tick(30);
    const fresh = await codeFor(secret);
    const signedIn = await api.request("POST", "/api/console/session", { token, body: { code: fresh } });
    expectDocumented(document, "post", "/api/console/session", signedIn);
    expect(signedIn.body.role).toBe("admin");
    const again = await api.request("POST", "/api/console/session", { token, body: { code: fresh } });
    expect(again.status).toBe(401);
    // The player's own session is not a console session: the operator is asked for the factor, with
    // the bearer token as with the web's session cookie (the console's first screen asks this way).
    const plain = await api.request("GET", "/api/console/me", { token });
    expect([plain.status, plain.body.error.code]).toEqual([401, "CONSOLE_SECOND_FACTOR_REQUIRED"]);
    const byCookie = await api.request("GET", "/api/console/me", {
      headers: { cookie: `access_token=${token}` },
    });
    expect([byCookie.status, byCookie.body.error.code]).toEqual([401, "CONSOLE_SECOND_FACTOR_REQUIRED"]);
    const playerByCookie = await api.request("GET", "/api/console/me", {
      headers: { cookie: `access_token=${people.player!.token}` },
    });
    expect([playerByCookie.status, playerByCookie.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const me = await api.request("GET", "/api/console/me", { token: signedIn.body.token });
    expect(me.body).toEqual({ userId: people.admin!.userId, email: "admin@example.com", role: "admin" });
    // A recovery code signs in once.
    const recovery = confirmed.body.recoveryCodes[3] as string;
    const byRecovery = await api.request("POST", "/api/console/session", {
      token,
      body: { recoveryCode: recovery },
    });
    expect(byRecovery.status).toBe(200);
    expect(
      (await api.request("POST", "/api/console/session", { token, body: { recoveryCode: recovery } })).status,
    ).toBe(401);
    admin = { console: signedIn.body.token, secret, recovery: confirmed.body.recoveryCodes };
  });

  it("expires a console sign-in sooner than a player's session", async () => {
    const { token } = people.community!;
    const community = await operator("community");
    expect((await api.request("GET", "/api/console/me", { token: community.console })).status).toBe(200);
    tick(api.deps.env.CONSOLE_SESSION_TTL_SECONDS + 1);
    expect((await api.request("GET", "/api/console/me", { token: community.console })).status).toBe(401);
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(200);
    expect(api.deps.env.CONSOLE_SESSION_TTL_SECONDS).toBeLessThan(api.deps.env.SESSION_TTL_SECONDS);
  });
});

describe("console calls", () => {
  it("support finds players but cannot adjust a balance (403, audited); community reaches neither", async () => {
    support = await operator("support");
    const found = await api.request("GET", "/api/console/players?q=player@exa", { token: support.console });
    expectDocumented(document, "get", "/api/console/players", found);
    expect(found.body.players.map((p: { id: number }) => p.id)).toEqual([people.player!.userId]);
    const file = await api.request("GET", `/api/console/players/${people.player!.userId}`, {
      token: support.console,
    });
    expectDocumented(document, "get", "/api/console/players/{userId}", file);
    expect(file.body.player.gems).toBe(10);
    expect(file.body.ledger[0]).toMatchObject({ reason: "welcome-grant" });
    const refused = await api.request("POST", `/api/console/players/${people.player!.userId}/adjust`, {
      token: support.console,
      body: { currency: "gems", delta: 5, reason: "goodwill for a bug", key: "support-try-1" },
    });
    expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"]);
    tick(30);
    const community = await operator("community").catch(() => null);
    expect(community).toBeNull(); // enrolled already in the test above: a second enrolment is refused
  });

  it("an admin adjusts a balance through the ledger once per key, never below zero, with a reason, audited", async () => {
    // A new console sign-in (the earlier one ran out while the clock moved on).
    tick(30);
    const signedIn = await api.request("POST", "/api/console/session", {
      token: people.admin!.token,
      body: { code: await codeFor(admin.secret) },
    });
    admin = { ...admin, console: signedIn.body.token };
    const target = people.player!.userId;
    const adjust = (body: object) =>
      api.request("POST", `/api/console/players/${target}/adjust`, { token: admin.console, body });
    const noReason = await adjust({ currency: "gems", delta: 100, reason: "", key: "adm-000001" });
    expect([noReason.status, noReason.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    const body = { currency: "gems", delta: 100, reason: "compensation for ticket 42", key: "adm-000002" };
    const [one, two] = await Promise.all([adjust(body), adjust(body)]);
    expectDocumented(document, "post", "/api/console/players/{userId}/adjust", one!);
    expect([one!.body.balance, two!.body.balance]).toEqual([110, 110]);
    expect([one!.body.applied, two!.body.applied].sort()).toEqual([false, true]);
    const overdraw = await adjust({
      currency: "gems",
      delta: -1_000,
      reason: "a mistaken grant",
      key: "adm-000003",
    });
    expect([overdraw.status, overdraw.body.error.code]).toEqual([400, "NOT_ENOUGH_GEMS_ERROR"]);
    const file = await api.request("GET", `/api/console/players/${target}`, { token: admin.console });
    expect(file.body.player.gems).toBe(110);

    const log = await api.request("GET", `/api/console/audit?target=user:${target}`, {
      token: admin.console,
    });
    expectDocumented(document, "get", "/api/console/audit", log);
    expect(log.body.entries).toHaveLength(1);
    expect(log.body.entries[0]).toMatchObject({
      actorUserId: people.admin!.userId,
      actorRole: "admin",
      action: "player.adjust-balance",
      before: { gems: 10 },
      after: { gems: 110 },
      reason: "compensation for ticket 42",
      outcome: "done",
    });
    const all = (await api.request("GET", "/api/console/audit", { token: admin.console })).body.entries as {
      actorUserId: number | null;
      outcome: string;
      reason: string | null;
    }[];
    const refusedOf = (userId: number) =>
      all.filter((e) => e.actorUserId === userId && e.outcome === "refused");
    expect(refusedOf(people.player!.userId).length).toBeGreaterThanOrEqual(3);
    expect(refusedOf(people.support!.userId).map((e) => e.reason)).toContain("needs admin");
    // Support cannot read the audit log.
    expect((await api.request("GET", "/api/console/audit", { token: support.console })).status).toBe(403);
  });

  it("keeps the audit log append-only in the database itself", async () => {
    await expect(api.db.execute("update audit_log set reason = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(api.db.execute("delete from audit_log")).rejects.toThrow(/append-only/);
  });
});
