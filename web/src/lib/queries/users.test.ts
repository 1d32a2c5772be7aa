import { createApiClient } from "@jadeverse/api/client";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { gameStatisticsQuery, meQuery, rankQuery, userKeys, xpKeys, xpQuery } from "./users.ts";

/** An API client whose requests are recorded and answered with `{}`. */
function recordingApi() {
  const paths: string[] = [];
  const api = createApiClient("http://api.test", {
    fetch: async (input: RequestInfo | URL) => {
      paths.push(new URL(input instanceof Request ? input.url : input).pathname);
      return Response.json({});
    },
  });
  return { api, paths };
}

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe("userKeys", () => {
  const playerKeys = [
    userKeys.xp(),
    userKeys.gameStatistics(),
    userKeys.statistics(),
    userKeys.referralStatistics(),
  ];

  it("keeps the keys the app and its specs have always used", () => {
    expect(userKeys.all).toEqual(["users"]);
    expect(userKeys.me()).toEqual(["users", "me"]);
    expect(userKeys.xp()).toEqual(["users", "me", "xp"]);
    expect(userKeys.gameStatistics()).toEqual(["users", "me", "game-statistics"]);
    expect(userKeys.statistics()).toEqual(["users", "me", "statistics"]);
    expect(userKeys.referralStatistics()).toEqual(["users", "me", "referral-statistics"]);
    expect(xpKeys.rank()).toEqual(["xp", "rank"]);
  });

  it("nests every player key under me() and all", () => {
    for (const key of playerKeys) {
      expect(startsWith(key, userKeys.me())).toBe(true);
      expect(startsWith(key, userKeys.all)).toBe(true);
    }
    expect(startsWith(userKeys.me(), userKeys.all)).toBe(true);
    expect(startsWith(xpKeys.rank(), xpKeys.all)).toBe(true);
  });

  it("lets an invalidation of all or me() reach every player query, and not the rank", () => {
    const queryClient = new QueryClient();
    for (const key of [userKeys.me(), ...playerKeys, xpKeys.rank()]) queryClient.setQueryData(key, {});
    const matched = (queryKey: readonly unknown[]) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey })
        .map((query) => query.queryKey);
    for (const filter of [userKeys.all, userKeys.me()])
      expect(matched(filter)).toEqual(expect.arrayContaining([userKeys.me(), ...playerKeys]));
    expect(matched(userKeys.all)).not.toContainEqual(xpKeys.rank());
    expect(matched(xpKeys.all)).toEqual([xpKeys.rank()]);
    queryClient.clear();
  });
});

describe("user queryOptions", () => {
  it("carry the factory's keys", () => {
    const { api } = recordingApi();
    expect(meQuery(api).queryKey).toEqual(userKeys.me());
    expect(xpQuery(api).queryKey).toEqual(userKeys.xp());
    expect(rankQuery(api).queryKey).toEqual(xpKeys.rank());
    expect(gameStatisticsQuery(api).queryKey).toEqual(userKeys.gameStatistics());
  });

  it("read their endpoints into the cache under those keys", async () => {
    const { api, paths } = recordingApi();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(meQuery(api));
    await queryClient.fetchQuery(xpQuery(api));
    await queryClient.fetchQuery(rankQuery(api));
    await queryClient.fetchQuery(gameStatisticsQuery(api));
    expect(paths).toEqual([
      "/api/users/me",
      "/api/users/me/xp",
      "/api/xp/rank",
      "/api/users/me/game-statistics",
    ]);
    expect(queryClient.getQueryData(userKeys.me())).toEqual({});
    expect(queryClient.getQueryData(xpKeys.rank())).toEqual({});
    queryClient.clear();
  });
});
