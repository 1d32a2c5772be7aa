import { notifications, users } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { createPlayers } from "../../../test/players.ts";
import { REFERRAL_BONUS_GEMS } from "../accounts/constants.ts";

/** The platform events that become notification rows for the bot's worker (bot/src/notifications). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ QUEUE_MAX_PLAYERS: "1" });
});
afterAll(() => api.close());

const rowsOf = (userId: number) =>
  api.db.orm.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe("queue: your turn", () => {
  it("is queued for the waiting player who gets the slot, not for a player who takes a free slot at once", async () => {
    const [first, second] = await createPlayers(api, 2);
    const join = (token: string) => api.request("POST", "/api/queue/join", { token, body: {} });
    expect((await join(first!.token)).body.canPlayImmediately).toBe(true);
    const waiting = await join(second!.token);
    expect(waiting.body.canPlayImmediately).toBe(false);
    expect(await rowsOf(first!.userId)).toEqual([]);
    expect(await rowsOf(second!.userId)).toEqual([]);

    expect((await api.request("DELETE", "/api/queue/leave", { token: first!.token })).status).toBe(200);
    expect(await rowsOf(second!.userId)).toEqual([
      expect.objectContaining({
        kind: "queue_turn",
        status: "pending",
        payload: { queueId: waiting.body.queueId },
        dedupeKey: `queue_turn:${waiting.body.queueId}`,
      }),
    ]);
    // Reading the status again (which settles the queue) adds nothing.
    await api.request("GET", "/api/queue/status", { token: second!.token });
    expect(await rowsOf(second!.userId)).toHaveLength(1);
    expect(await rowsOf(first!.userId)).toEqual([]);
  });
});

describe("referral verified", () => {
  it("is queued for the referrer once, when the bonus is paid", async () => {
    const referrer = await api.signUp("notify-referrer@example.com");
    const [me] = await api.db.orm.select().from(users).where(eq(users.id, referrer.userId));
    const register = await api.request("POST", "/api/auth/register", {
      body: {
        email: "notify-friend@example.com",
        password: "correct-horse-1",
        country: "Europe",
        referralCodeInput: me!.referralCode,
      },
    });
    expect(register.status).toBe(201);
    expect(await rowsOf(referrer.userId)).toEqual([]); // not before the friend is verified
    const token = await api.mailedToken("notify-friend@example.com");
    expect((await api.request("POST", "/api/auth/verify-email", { body: { token } })).status).toBe(200);
    const [friend] = await api.db.orm
      .select()
      .from(users)
      .where(eq(users.email, "notify-friend@example.com"));
    expect(await rowsOf(referrer.userId)).toEqual([
      expect.objectContaining({
        kind: "referral_verified",
        payload: { gems: REFERRAL_BONUS_GEMS },
        dedupeKey: `referral_verified:${friend!.id}`,
      }),
    ]);
  });
});
