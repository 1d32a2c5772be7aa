import { airdropRegisterResponse } from "@jadeverse/api/client/airdrop";
import { type ApiClient, ApiRequestError, unwrap } from "../../lib/api-client.ts";
import { AIRDROP_TEXT as T } from "./content.ts";

/** `POST /api/private-reward-airdrop/register`: the code uppercased before it is sent (docs/product/economy.md §5). */
export async function registerAirdrop(api: ApiClient, solanaWalletAddress: string, code: string) {
  return airdropRegisterResponse.parse(
    await unwrap(
      api.api["private-reward-airdrop"].register.$post({
        json: { solanaWalletAddress, password: code.trim().toUpperCase() },
      }),
    ),
  ).data;
}

/**
 * docs/product/economy.md §8 Airdrop: the server's own message for what it refused (an unknown or used code, a
 * wallet registered already, a bad address, the throttle, a closed airdrop); a network failure and a
 * server failure in the spec's words; anything else the fallback.
 */
export function airdropFailure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.code === "NETWORK_ERROR") return T.network;
    if (error.status >= 500 && error.code !== "AIRDROP_NOT_OPEN") return T.server;
    return error.message || T.unexpected;
  }
  if (error instanceof TypeError) return T.network;
  return T.unexpected;
}
