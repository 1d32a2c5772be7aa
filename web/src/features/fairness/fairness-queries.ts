import { fairnessRotateResponse, fairnessStateResponse } from "@jadeverse/api/client/contracts";
import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, unwrap } from "../../lib/api-client.ts";

/** Query keys of the fairness domain. */
export const fairnessKeys = {
  all: ["fairness"] as const,
  state: () => [...fairnessKeys.all, "state"] as const,
};

/** `GET /api/fairness`: the live seed's commitment, the client seed and the next nonce. */
export const fairnessStateQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: fairnessKeys.state(),
    queryFn: async () => fairnessStateResponse.parse(await unwrap(api.api.fairness.$get())),
  });

export const setClientSeed = async (api: ApiClient, clientSeed: string) =>
  fairnessStateResponse.parse(await unwrap(api.api.fairness["client-seed"].$post({ json: { clientSeed } })));

export const rotateSeed = async (api: ApiClient) =>
  fairnessRotateResponse.parse(await unwrap(api.api.fairness.rotate.$post()));
