import { createDb, type Db, FOREIGN_CHANGE_CHECK_MS } from "@jadeverse/db/client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../test/harness.ts";
import { eligibilityCache } from "./accounts/eligibility-cache.ts";
import { resolveSession } from "./auth/sessions.ts";
import { createReadCache } from "./read-cache.ts";

/**
 * The session and player caches behind every signed-in call (lib/read-cache.ts) must never serve
 * what a committed write has changed: at once for this process's writes, and within
 * FOREIGN_CHANGE_CHECK_MS for another process on the same file (the bot, a job, a second instance).
 */
describe("read cache on the signed-in hot path", () => {
  let api: TestApi;
  let otherProcess: Db;
  beforeAll(async () => {
    api = await startTestApi();
    otherProcess = await createDb({ url: api.dbUrl });
  });
  afterAll(async () => {
    otherProcess.close();
    await api.close();
  });

  const me = (token: string) => api.request("GET", "/api/users/me", { token });
  /**
   * Another process's change shows within FOREIGN_CHANGE_CHECK_MS of it on a quiet machine; on a busy
   * one the check's timer runs late, so the test waits for the read to show it (generous deadline).
   */
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("another process's change never showed");
      await Bun.sleep(FOREIGN_CHANGE_CHECK_MS);
    }
  };

  it("shows this process's own write on the very next read", async () => {
    const { token } = await api.signUp("cache-own@example.com");
    expect((await me(token)).body.nickname).not.toBe("Fresh");
    await me(token); // a cached hit
    const patched = await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Fresh" } });
    expect(patched.status).toBe(200);
    expect((await me(token)).body.nickname).toBe("Fresh");
  });

  it("shows another process's change and ends a session it revoked", async () => {
    const { token, userId } = await api.signUp("cache-foreign@example.com");
    await me(token);
    await me(token);
    await otherProcess.execute({
      sql: "update users set nickname = 'FromTheBot' where id = ?",
      args: [userId],
    });
    await eventually(async () => (await me(token)).body.nickname === "FromTheBot");

    await otherProcess.execute({
      sql: "update sessions set revoked_at = ? where user_id = ?",
      args: [Date.now(), userId],
    });
    await eventually(async () => (await me(token)).status === 401);
  });

  it("stops serving a session at its expiry even when nothing was written", async () => {
    const { token, userId } = await api.signUp("cache-expiry@example.com");
    expect((await me(token)).status).toBe(200);
    const rows = await otherProcess.execute({
      sql: "select expires_at as expiresAt from sessions where user_id = ? and revoked_at is null",
      args: [userId],
    });
    expect(rows.rows.length).toBeGreaterThan(0);
    // Move the clock past every session's expiry instead of waiting for it.
    const realNow = Date.now;
    Date.now = () => realNow() + 400 * 24 * 3600 * 1000;
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps a session cached across a change to its player, and serves the player as committed", async () => {
    // Both databases cache sessions (tagged with the `sessions` counter, embedded and sqld alike).
    const caches = api.db.counter !== undefined;
    expect(caches).toBe(true);
    const { token, userId } = await api.signUp("cache-split@example.com");
    expect((await me(token)).status).toBe(200);
    const first = resolveSession(api.deps, token);
    expect(first instanceof Promise).toBe(!caches); // a hit is answered at once
    expect(await first).toMatchObject({ status: "ok", userId });
    // A write to the player (what every spin, buy and swap is) does not end the session's entry...
    const patched = await api.request("PATCH", "/api/users/me", { token, body: { nickname: "Split" } });
    expect(patched.status).toBe(200);
    const again = resolveSession(api.deps, token);
    expect(again instanceof Promise).toBe(!caches);
    expect(await again).toMatchObject({ status: "ok", userId });
    // ...and the player is still read as committed.
    expect((await me(token)).body.nickname).toBe("Split");
  });

  it("ends a session at once when this process revokes it or deletes its account", async () => {
    const revoked = await api.signUp("cache-revoked@example.com");
    const deleted = await api.signUp("cache-deleted@example.com");
    const inTransaction = await api.signUp("cache-revoked-tx@example.com");
    for (const { token } of [revoked, deleted, inTransaction]) {
      expect((await me(token)).status).toBe(200);
      expect(resolveSession(api.deps, token) instanceof Promise).toBe(false); // cached
    }
    // Revoked in a write transaction (what logout and the console's lock do): the next call is refused.
    await api.db.write(async (tx) => {
      await tx.run(
        sql`update sessions set revoked_at = ${Date.now()} where user_id = ${inTransaction.userId}`,
      );
    });
    expect((await me(inTransaction.token)).status).toBe(401);
    await api.db.execute({
      sql: "update sessions set revoked_at = ? where user_id = ?",
      args: [Date.now(), revoked.userId],
    });
    expect((await me(revoked.token)).status).toBe(401);
    await api.db.execute({
      sql: "update users set deleted_at = ? where id = ?",
      args: [Date.now(), deleted.userId],
    });
    const gone = await me(deleted.token);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe("USER_NOT_FOUND_ERROR");
  });

  it("ends a session another process removed", async () => {
    const { token, userId } = await api.signUp("cache-removed@example.com");
    expect((await me(token)).status).toBe(200);
    await otherProcess.execute({ sql: "delete from sessions where user_id = ?", args: [userId] });
    await eventually(async () => (await me(token)).status === 401);
  });

  it("when full, drops the entry kept longest ago and keeps the rest", async () => {
    // Tagged with a counter, so it caches on sqld too (where the change count does not).
    const cache = createReadCache<string>(api.db, { max: 3, counter: "sessions" });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return `value of ${key}`;
      });
    for (const key of ["a", "b", "c"]) await get(key);
    cache.delete("a");
    await get("a"); // reloaded: now the newest
    await get("d"); // full: "b", the oldest, goes
    expect(["a", "b", "c", "d"].map((key) => cache.peek(key))).toEqual([
      "value of a",
      undefined,
      "value of c",
      "value of d",
    ]);
    await get("c");
    expect(loads).toEqual(["a", "b", "c", "a", "d"]);
  });

  it("keeps the player's eligibility to play with a session it loads, until their Terms or break change", async () => {
    const { token, userId } = await api.signUp("cache-eligibility@example.com");
    const eligibility = eligibilityCache(api.deps);
    await resolveSession(api.deps, token);
    const kept = eligibility.peek(String(userId));
    expect(kept).toMatchObject({ breakKind: null, breakUntil: null });
    expect(kept?.termsAcceptedAt).toBeInstanceOf(Date);
    // A balance change leaves it; a break taken (in this process) drops it at once.
    await otherProcess.execute({ sql: "update users set coins = coins + 1 where id = ?", args: [userId] });
    await Bun.sleep(3 * FOREIGN_CHANGE_CHECK_MS);
    expect(eligibility.peek(String(userId))).toEqual(kept);
    const taken = await api.request("POST", "/api/users/me/break", { token, body: { kind: "cool-off-24h" } });
    expect(taken.status).toBe(200);
    expect(eligibility.peek(String(userId))).toBeUndefined();
  });
});
