import { auditPage } from "@jadeverse/db/console/audit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOperator } from "../../../test/console-operator.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { BOT_TOKEN } from "../../../test/telegram-bot-token.ts";
import { createSession } from "../../lib/auth/sessions.ts";
import { signLoginWidget } from "../../lib/auth/telegram.ts";
import { key, playerWith } from "../games/fixtures.ts";

// The console's actions on a player (docs/operations.md "The operator's console"): each needs a
// reason, reaches only its roles, and is audited with the change in one transaction.
let api: TestApi;
let document: any;
let clock = new Date("2026-11-29T12:00:00Z");
const clockControl = {
  epoch: () => Math.floor(clock.getTime() / 1000),
  tick: (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  },
};
const people: Record<string, { token: string; userId: number }> = {};
const consoleOf: Record<string, string> = {};
const PASSWORD = "correct-horse-1";

beforeAll(async () => {
  api = await startTestApi({
    CONSOLE_ADMINS: "admin@example.com",
    CONSOLE_SUPPORT: "support@example.com",
    CONSOLE_COMMUNITY: "community@example.com",
    BOT_TOKEN,
  });
  api.deps.now = () => clock;
  for (const name of ["admin", "support", "community", "player", "revoked", "locked", "beta", "breaker"])
    people[name] = await api.signUp(`${name}@example.com`, PASSWORD);
  for (const name of ["admin", "support", "community"])
    consoleOf[name] = (await signInOperator(api, people[name]!.token, clockControl)).console;
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(() => api.close());

const act = (who: string, userId: number, action: string, body: object) =>
  api.request("POST", `/api/console/players/${userId}/${action}`, { token: consoleOf[who], body });
const fileOf = async (userId: number) =>
  (await api.request("GET", `/api/console/players/${userId}`, { token: consoleOf.admin })).body;
const login = (email: string) =>
  api.request("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
/** The audit log as stored, newest first. */
const auditLog = () => auditPage(api.db.orm, { limit: 1_000 });
const doneEntry = async (action: string, userId: number) =>
  (await auditLog()).find(
    (e) => e.action === action && e.target === `user:${userId}` && e.outcome === "done",
  );

const ACTIONS = [
  { path: "revoke-sessions", body: { reason: "player asked" }, support: true },
  { path: "lock", body: { reason: "fraud report" }, support: false },
  { path: "unlock", body: { reason: "cleared" }, support: false },
  { path: "beta", body: { grant: true, reason: "tester" }, support: true },
  { path: "break", body: { kind: "cool-off-24h", reason: "player asked" }, support: true },
] as const;

describe("who may act", () => {
  it("refuses community every action, support lock and unlock, and a player's own token (403, audited)", async () => {
    const target = people.player!.userId;
    for (const { path, body, support } of ACTIONS) {
      const route = `/api/console/players/${target}/${path}`;
      const community = await act("community", target, path, body);
      expect([path, community.status, community.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
      if (path === "lock")
        expectDocumented(document, "post", "/api/console/players/{userId}/lock", community);
      const player = await api.request("POST", route, { token: people.player!.token, body });
      expect([path, player.status, player.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
      if (!support) {
        const bySupport = await act("support", target, path, body);
        expect([path, bySupport.status, bySupport.body.error.code]).toEqual([path, 403, "FORBIDDEN"]);
      }
      const refused = (await auditLog()).filter(
        (e) => e.action === `POST ${route}` && e.outcome === "refused",
      );
      const refusedBy = refused.map((e) => [e.actorUserId, e.reason]);
      const needs = support ? "needs admin or support" : "needs admin";
      expect(refusedBy).toContainEqual([people.community!.userId, needs]);
      expect(refusedBy).toContainEqual([people.player!.userId, "a player's session"]);
      if (!support) expect(refusedBy).toContainEqual([people.support!.userId, "needs admin"]);
    }
    // Nothing was done to the player.
    const file = await fileOf(target);
    expect(file.player).toMatchObject({ lockedAt: null, hasBetaAccess: false, breakKind: null });
    expect((await api.request("GET", "/api/users/me", { token: people.player!.token })).status).toBe(200);
  });

  it("requires a reason of 5 to 500 characters (400 VALIDATION_ERROR), and the action's own fields", async () => {
    const target = people.player!.userId;
    for (const { path, body } of ACTIONS) {
      const { reason: _, ...rest } = body as { reason: string };
      for (const reason of [undefined, "", "abc", "x".repeat(501)]) {
        const res = await act("admin", target, path, {
          ...rest,
          ...(reason === undefined ? {} : { reason }),
        });
        expect([path, reason, res.status, res.body.error.code]).toEqual([
          path,
          reason,
          400,
          "VALIDATION_ERROR",
        ]);
      }
    }
    const noGrant = await act("admin", target, "beta", { reason: "a tester" });
    expect(noGrant.status).toBe(400);
    const badKind = await act("admin", target, "break", { kind: "cool-off-1h", reason: "player asked" });
    expectDocumented(document, "post", "/api/console/players/{userId}/break", badKind);
    expect(badKind.status).toBe(400);
    const nobody = await act("admin", 999_999, "lock", { reason: "fraud report" });
    expectDocumented(document, "post", "/api/console/players/{userId}/lock", nobody);
    expect([nobody.status, nobody.body.error.code]).toEqual([404, "USER_NOT_FOUND_ERROR"]);
  });
});

describe("the actions", () => {
  it("revoke-sessions ends every session of the player (support), audited with the reason", async () => {
    const { userId, token } = people.revoked!;
    const second = (await login("revoked@example.com")).body.access_token as string;
    const before = await fileOf(userId);
    expectDocumented(document, "get", "/api/console/players/{userId}", {
      status: 200,
      body: before,
      headers: new Headers(),
    });
    expect(before.sessions).toHaveLength(2);
    expect(before.sessions[0]).toEqual({
      id: expect.any(Number),
      kind: "password",
      userAgent: expect.anything(),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(JSON.stringify(before)).not.toContain(token);

    const res = await act("support", userId, "revoke-sessions", { reason: "phone stolen, ticket 7" });
    expectDocumented(document, "post", "/api/console/players/{userId}/revoke-sessions", res);
    expect(res.body).toEqual({ userId, revokedSessions: 2 });
    for (const t of [token, second])
      expect((await api.request("GET", "/api/users/me", { token: t })).status).toBe(401);
    expect((await fileOf(userId)).sessions).toEqual([]);
    expect(await doneEntry("player.revoke-sessions", userId)).toMatchObject({
      actorUserId: people.support!.userId,
      actorRole: "support",
      before: { liveSessions: 2 },
      after: { liveSessions: 0 },
      reason: "phone stolen, ticket 7",
    });
    // They sign in again as before.
    expect((await login("revoked@example.com")).status).toBe(200);
  });

  it("lock refuses the player's calls and sign-in (403 ACCOUNT_LOCKED) and ends their sessions; unlock lets them back", async () => {
    const { userId, token } = people.locked!;
    const res = await act("admin", userId, "lock", { reason: "chargeback fraud, ticket 9" });
    expectDocumented(document, "post", "/api/console/players/{userId}/lock", res);
    const first = clock.toISOString();
    expect(res.body).toEqual({ userId, lockedAt: first, revokedSessions: 1 });
    expect(await doneEntry("player.lock", userId)).toMatchObject({
      actorUserId: people.admin!.userId,
      actorRole: "admin",
      before: { lockedAt: null, liveSessions: 1 },
      after: { lockedAt: first, liveSessions: 0 },
      reason: "chargeback fraud, ticket 9",
    });
    expect((await api.request("GET", "/api/users/me", { token })).status).toBe(401);
    const refused = await login("locked@example.com");
    expectDocumented(document, "post", "/api/auth/login", refused);
    expect([refused.status, refused.body.error.code]).toEqual([403, "ACCOUNT_LOCKED"]);
    // Locking again keeps the first lock's date.
    clockControl.tick(60);
    expect((await act("admin", userId, "lock", { reason: "second report" })).body.lockedAt).toBe(first);
    expect((await fileOf(userId)).player.lockedAt).toBe(first);
    // A session from anywhere else is refused on every signed-in call.
    const { token: other } = await createSession(api.deps, userId, "password");
    for (const [method, path] of [
      ["GET", "/api/users/me"],
      ["GET", "/api/users/me/break"],
      ["POST", "/api/users/me/break"],
    ] as const) {
      const body = method === "POST" ? { kind: "cool-off-24h" } : undefined;
      const call = await api.request(method, path, { token: other, body });
      expect([path, call.status, call.body.error.code]).toEqual([path, 403, "ACCOUNT_LOCKED"]);
    }
    const me = await api.request("GET", "/api/users/me", { token: other });
    expectDocumented(document, "get", "/api/users/me", me);

    const unlocked = await act("admin", userId, "unlock", { reason: "bank confirmed, ticket 9" });
    expectDocumented(document, "post", "/api/console/players/{userId}/unlock", unlocked);
    expect(unlocked.body).toEqual({ userId, lockedAt: null });
    expect(await doneEntry("player.unlock", userId)).toMatchObject({
      before: { lockedAt: first },
      after: { lockedAt: null },
      reason: "bank confirmed, ticket 9",
    });
    expect((await fileOf(userId)).player.lockedAt).toBeNull();
    const back = await login("locked@example.com");
    expect(back.status).toBe(200);
    expect((await api.request("GET", "/api/users/me", { token: back.body.access_token })).status).toBe(200);
    // The session refused while locked (and kept in the session cache) is honoured again.
    expect((await api.request("GET", "/api/users/me", { token: other })).status).toBe(200);
  });

  it("lock refuses a Telegram sign-in too (403 ACCOUNT_LOCKED)", async () => {
    const widget = () =>
      signLoginWidget(
        { id: 5_550_001, auth_date: Math.floor(Date.now() / 1000), first_name: "Tg" },
        BOT_TOKEN,
      );
    const first = await api.request("POST", "/api/auth/telegram-login", { body: widget() });
    expect(first.status).toBe(200);
    const me = await api.request("GET", "/api/users/me", { token: first.body.access_token });
    expect((await act("admin", me.body.id, "lock", { reason: "ban evasion" })).status).toBe(200);
    const refused = await api.request("POST", "/api/auth/telegram-login", { body: widget() });
    expectDocumented(document, "post", "/api/auth/telegram-login", refused);
    expect([refused.status, refused.body.error.code]).toEqual([403, "ACCOUNT_LOCKED"]);
  });

  it("beta grants and removes beta access (support), reflected in the file and audited", async () => {
    const { userId } = people.beta!;
    const granted = await act("support", userId, "beta", { grant: true, reason: "joins the testers" });
    expectDocumented(document, "post", "/api/console/players/{userId}/beta", granted);
    expect(granted.body).toEqual({ userId, hasBetaAccess: true });
    expect((await fileOf(userId)).player.hasBetaAccess).toBe(true);
    expect(await doneEntry("player.beta-grant", userId)).toMatchObject({
      actorRole: "support",
      before: { hasBetaAccess: false },
      after: { hasBetaAccess: true },
      reason: "joins the testers",
    });
    const removed = await act("admin", userId, "beta", { grant: false, reason: "left the testers" });
    expect(removed.body).toEqual({ userId, hasBetaAccess: false });
    expect((await fileOf(userId)).player.hasBetaAccess).toBe(false);
    expect(await doneEntry("player.beta-remove", userId)).toMatchObject({
      actorRole: "admin",
      before: { hasBetaAccess: true },
      after: { hasBetaAccess: false },
      reason: "left the testers",
    });
  });

  it("break starts one on the player's behalf; neither the player nor the console can shorten it", async () => {
    const { userId, token } = people.breaker!;
    const started = await act("support", userId, "break", { kind: "cool-off-7d", reason: "asked by chat" });
    expectDocumented(document, "post", "/api/console/players/{userId}/break", started);
    const until = new Date(clock.getTime() + 7 * 86_400_000).toISOString();
    expect(started.body).toEqual({ userId, break: { kind: "cool-off-7d", until } });
    expect(await doneEntry("player.break", userId)).toMatchObject({
      actorRole: "support",
      before: { breakKind: null, breakUntil: null },
      after: { breakKind: "cool-off-7d", breakUntil: until },
      reason: "asked by chat",
    });
    const byPlayer = await api.request("POST", "/api/users/me/break", {
      token,
      body: { kind: "cool-off-24h" },
    });
    expect([byPlayer.status, byPlayer.body.error.code]).toEqual([409, "BREAK_CANNOT_SHORTEN"]);
    const byConsole = await act("admin", userId, "break", {
      kind: "cool-off-24h",
      reason: "player changed mind",
    });
    expectDocumented(document, "post", "/api/console/players/{userId}/break", byConsole);
    expect([byConsole.status, byConsole.body.error.code]).toEqual([409, "BREAK_CANNOT_SHORTEN"]);
    const refusal = (await auditLog()).find((e) => e.action === "player.break" && e.outcome === "refused");
    expect(refusal).toMatchObject({
      target: `user:${userId}`,
      actorRole: "admin",
      before: { breakKind: "cool-off-7d", breakUntil: until },
      after: { breakKind: "cool-off-24h", refused: "BREAK_CANNOT_SHORTEN" },
      reason: "player changed mind",
    });
    expect((await fileOf(userId)).player).toMatchObject({ breakKind: "cool-off-7d", breakUntil: until });
    // Lengthening is allowed.
    const longer = await act("admin", userId, "break", {
      kind: "self-exclusion-6m",
      reason: "asked for longer",
    });
    expect(longer.body.break.kind).toBe("self-exclusion-6m");
  });
});

describe("the player's file", () => {
  it("lists the newest game rounds with wager and payout", async () => {
    const player = await playerWith(api, 1_000);
    for (let i = 0; i < 3; i++) {
      const spin = await api.request("POST", "/api/games/slots/spin", {
        token: player.token,
        body: { betPerLine: 1, requestKey: key() },
      });
      expect(spin.status).toBe(200);
    }
    const file = await fileOf(player.userId);
    expectDocumented(document, "get", "/api/console/players/{userId}", {
      status: 200,
      body: file,
      headers: new Headers(),
    });
    expect(file.rounds).toHaveLength(3);
    expect(file.rounds[0]).toEqual({
      id: expect.any(Number),
      game: "slots",
      wager: expect.any(Number),
      payout: expect.any(Number),
      currency: "coins",
      status: "settled",
      createdAt: expect.any(String),
      settledAt: expect.any(String),
    });
    expect(file.rounds[0].id).toBeGreaterThan(file.rounds[2].id);
    expect(file.sessions).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it("limits each operator to 30 actions a minute (429 RATE_LIMITED)", async () => {
    const env = api.deps.env as { RATE_LIMIT_DISABLED: boolean };
    env.RATE_LIMIT_DISABLED = false;
    try {
      const { userId } = people.beta!;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push(
          (await act("support", userId, "beta", { grant: i % 2 === 0, reason: "rate check" })).status,
        );
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const limited = await act("support", userId, "beta", { grant: true, reason: "rate check" });
      expectDocumented(document, "post", "/api/console/players/{userId}/beta", limited);
      expect([statuses[30], limited.body.error.code]).toEqual([429, "RATE_LIMITED"]);
      // Another operator has a budget of their own.
      expect((await act("admin", userId, "beta", { grant: false, reason: "rate check" })).status).toBe(200);
      // Every console write is limited per operator, the balance adjustment too (keyed on the console
      // actor: a console call carries no player session, and keying on one answered 500).
      const adjusted = await act("admin", userId, "adjust", {
        currency: "coins",
        delta: 1,
        reason: "rate check",
        key: "rate-check-1",
      });
      expect([adjusted.status, adjusted.body.applied]).toEqual([200, true]);
    } finally {
      env.RATE_LIMIT_DISABLED = true;
    }
  });
});

describe("a locked operator", () => {
  it("loses the console with the lock (403, audited), and has it back once unlocked", async () => {
    const support = people.support!.userId;
    const me = () => api.request("GET", "/api/console/me", { token: consoleOf.support });
    expect((await me()).status).toBe(200);
    expect((await act("admin", support, "lock", { reason: "laptop stolen, ticket 77" })).status).toBe(200);
    const refused = await me();
    expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"]);
    expect((await auditLog()).find((e) => e.actorUserId === support && e.outcome === "refused")?.reason).toBe(
      "account locked",
    );
    expect((await act("admin", support, "unlock", { reason: "laptop recovered" })).status).toBe(200);
    expect((await me()).status).toBe(200);
  });
});
