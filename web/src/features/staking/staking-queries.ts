import { stakerResponse, stakingResponse } from "@jadeverse/api/client/staking";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of the staking dashboard (a mined transaction invalidates `all`). */
export const stakingKeys = {
  all: ["staking"] as const,
  program: () => [...stakingKeys.all, "program"] as const,
  staker: (address: string) => [...stakingKeys.all, "staker", address.toLowerCase()] as const,
};

/** `GET /api/staking`: the contract's plans, token and promo state (or "not configured"). */
export const stakingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: stakingKeys.program(),
    queryFn: async () => stakingResponse.parse(await unwrap(api.api.staking.$get())),
    staleTime: 30_000,
  });

/** `GET /api/staking/{address}`: the wallet's balance and stakes, fresh from the chain. */
export const stakerQuery = (api: ApiClient, address: string) =>
  queryOptions({
    queryKey: stakingKeys.staker(address),
    queryFn: async () =>
      stakerResponse.parse(await unwrap(api.api.staking[":address"].$get({ param: { address } }))),
    staleTime: 10_000,
  });
