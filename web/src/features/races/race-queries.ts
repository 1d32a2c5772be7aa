import { archivedRaceResponse, currentRaceResponse } from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of the monthly race (docs/races.md). */
export const raceKeys = {
  all: ["races"] as const,
  current: () => [...raceKeys.all, "current"] as const,
  archive: (month: string) => [...raceKeys.all, "archive", month] as const,
};

/** How often the live board refreshes while it is on screen. */
export const RACE_REFRESH_MS = 30_000;

/** `GET /api/races/current`: this month's top 100, the caller's place, time left and prizes. */
export const currentRaceQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: raceKeys.current(),
    queryFn: async () => currentRaceResponse.parse(await unwrap(api.api.races.current.$get())),
    // A live board: fresh on every visit, and every half minute while it is on screen.
    staleTime: 0,
    refetchInterval: RACE_REFRESH_MS,
  });

/** `GET /api/races/archive/:month`: a finished race's frozen board. */
export const archivedRaceQuery = (api: ApiClient, month: string) =>
  queryOptions({
    queryKey: raceKeys.archive(month),
    queryFn: async () =>
      archivedRaceResponse.parse(await unwrap(api.api.races.archive[":month"].$get({ param: { month } }))),
    staleTime: 5 * 60_000,
  });
