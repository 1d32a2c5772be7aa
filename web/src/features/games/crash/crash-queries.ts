import {
  type CrashBetResponse,
  crashBetResponse,
  crashHistoryResponse,
  crashMyBetResponse,
  crashStateResponse,
} from "@jadeverse/api/client/games";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { type ApiClient, unwrap } from "../../../lib/api-client.ts";
import { gamesKeys } from "../common/games-queries.ts";

/** How many finished crash rounds the table lists. */
export const CRASH_HISTORY_SHOWN = 20;

/** Query keys of crash: its configuration and round now, and the finished rounds. */
export const crashKeys = {
  all: [...gamesKeys.all, "crash"] as const,
  state: () => [...crashKeys.all, "state"] as const,
  history: () => [...crashKeys.all, "history"] as const,
  myBet: () => [...crashKeys.all, "my-bet"] as const,
};

/** `GET /api/games/crash`: whether crash is on, its published chain, limits and the round now. */
export const crashStateQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: crashKeys.state(),
    queryFn: async () => crashStateResponse.parse(await unwrap(api.api.games.crash.$get())),
    staleTime: 30_000,
  });

/** A finished round as the table lists it. */
export type CrashHistoryRow = z.infer<typeof crashHistoryResponse>["rounds"][number];

/** `GET /api/games/crash/history`: finished rounds, newest first, each with its revealed hash. */
export const crashHistoryQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: crashKeys.history(),
    queryFn: async () =>
      crashHistoryResponse.parse(
        await unwrap(api.api.games.crash.history.$get({ query: { limit: String(CRASH_HISTORY_SHOWN) } })),
      ).rounds,
  });

/**
 * `GET /api/games/crash/bet`: the player's bet on the round now, read when the table opens, so a page
 * opened or reloaded mid-round shows the bet and can still cash it out.
 */
export const crashMyBetQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: crashKeys.myBet(),
    queryFn: async () => crashMyBetResponse.parse(await unwrap(api.api.games.crash.bet.$get())).bet,
    // Read afresh each time the table opens: a bet kept from an earlier visit may have settled since.
    staleTime: 0,
    gcTime: 0,
  });

/** `POST /api/games/crash/bet` with one request key. */
export const placeCrashBet = async (
  api: ApiClient,
  bet: { stake: number; autoCashout?: number },
  requestKey: string,
): Promise<CrashBetResponse> =>
  crashBetResponse.parse(await unwrap(api.api.games.crash.bet.$post({ json: { ...bet, requestKey } })));

/** `POST /api/games/crash/cashout` with one request key. */
export const cashOutCrash = async (
  api: ApiClient,
  roundId: number,
  requestKey: string,
): Promise<CrashBetResponse> =>
  crashBetResponse.parse(await unwrap(api.api.games.crash.cashout.$post({ json: { roundId, requestKey } })));
