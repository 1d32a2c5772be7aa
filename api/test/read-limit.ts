import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./harness.ts";
import { createPlayers, type TestPlayer } from "./players.ts";

/**
 * A per-player read limit over real HTTP, with limits on (the suites run with them off): `limit`
 * reads a minute answer 200, the next one 429 `RATE_LIMITED` with `Retry-After`.
 */
export function describeReadLimit(path: string, limit: number) {
  describe(`GET ${path} rate limit`, () => {
    let limited: TestApi;
    let player: TestPlayer;
    beforeAll(async () => {
      limited = await startTestApi({ RATE_LIMIT_DISABLED: "false" });
      [player] = (await createPlayers(limited, 1)) as [TestPlayer];
    });
    afterAll(() => limited.close());

    it(`answers 429 after ${limit} reads a minute from one player`, async () => {
      for (let i = 0; i < limit; i++) {
        const res = await limited.request("GET", path, { token: player.token });
        expect(res.status).toBe(200);
      }
      const blocked = await limited.request("GET", path, { token: player.token });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe("RATE_LIMITED");
      expect(blocked.headers.get("retry-after")).toBeTruthy();
    });
  });
}
