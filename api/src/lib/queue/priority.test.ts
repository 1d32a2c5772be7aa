import { seedCatalog } from "@jadeverse/db/seed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { grantPass } from "../../../test/held-pass.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import { queueStatusResponse } from "../openapi/responses/queue.ts";

// Season pass holders wait ahead in the capped play queue (docs/passes.md): Gold before Silver before
// players without a pass, first come first served within a tier, the same line whichever of two
// instances (one database, Redis between them) a player joins through.
let a: TestApi;
let b: TestApi;
const env = {
  QUEUE_MAX_PLAYERS: "1",
  QUEUE_HEARTBEAT_TIMEOUT_MS: "600000",
  QUEUE_DEFAULT_SESSION_SECONDS: "600",
};

beforeAll(async () => {
  const redis = redisReachable ? { redisUrl: REDIS_URL } : {};
  a = await startTestApi(env, { realtime: true, ...redis });
  b = await startTestApi(env, { realtime: true, sharedDbUrl: a.dbUrl, ...redis });
  await a.db.write((tx) => seedCatalog(tx));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Gives the player a paid pass. */
const holdPass = (player: TestPlayer, passId: number) => grantPass(a.db, player.userId, passId);

const join = async (api: TestApi, player: TestPlayer) => {
  const res = await api.request("POST", "/api/queue/join", {
    token: player.token,
    body: { gameType: "JadeVerse" },
  });
  expect(res.status).toBe(201);
};
const status = async (api: TestApi, player: TestPlayer) =>
  queueStatusResponse.parse((await api.request("GET", "/api/queue/status", { token: player.token })).body);

describe("queue priority for season pass holders", () => {
  it("a pass holder joining after ten players without one is admitted first; FIFO within a tier; across two instances", async () => {
    const [seated, ...rest] = await createPlayers(a, 14);
    const plain = rest.slice(0, 10);
    const [silverEarly, gold, silverLate] = rest.slice(10) as [TestPlayer, TestPlayer, TestPlayer];
    await holdPass(silverEarly, 2);
    await holdPass(gold, 1);
    await holdPass(silverLate, 2);
    await join(a, seated!);
    expect((await status(a, seated!)).canPlayNow).toBe(true);
    for (const [i, player] of plain.entries()) await join(i % 2 ? b : a, player);
    await join(b, silverEarly);
    await join(a, gold);
    await join(b, silverLate);

    // The line as either instance tells it: Gold, then Silver in join order, then the ten in join order.
    const line = [gold, silverEarly, silverLate, ...plain];
    for (const [i, player] of line.entries()) {
      const seen = await status(i % 2 ? a : b, player);
      expect(seen.position, `place ${i + 1}`).toBe(i + 1);
      expect(seen.priority).toBe(player === gold ? 2 : plain.includes(player) ? 0 : 1);
      expect(seen.queueLength).toBe(13);
    }

    // The seat frees: Gold gets it, though ten joined before; then Silver, earliest first.
    await b.request("POST", "/api/queue/end-game-session", { token: seated!.token });
    expect(await status(a, gold)).toMatchObject({ canPlayNow: true, position: 0 });
    expect((await status(b, silverEarly)).position).toBe(1);
    await a.request("POST", "/api/queue/end-game-session", { token: gold.token });
    expect((await status(b, silverEarly)).canPlayNow).toBe(true);
    await b.request("POST", "/api/queue/end-game-session", { token: silverEarly.token });
    expect((await status(a, silverLate)).canPlayNow).toBe(true);
    await a.request("POST", "/api/queue/end-game-session", { token: silverLate.token });
    expect((await status(b, plain[0]!)).canPlayNow).toBe(true);
    expect((await status(a, plain[9]!)).position).toBe(9);
  });
});
