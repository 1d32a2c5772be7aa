import { airdropRegisterResponse } from "@jadeverse/api/client/airdrop";
import { type ApiClient, ApiRequestError, unwrap } from "../../lib/api-client.ts";
import type { AirdropMessage } from "./messages.ts";

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

/** A failure as the claim shows it: one of the airdrop's messages, or the server's own text. */
export type AirdropFailure = { id: AirdropMessage } | { text: string };

/**
 * docs/product/economy.md §8 Airdrop: the server's own message for what it refused (an unknown or used code, a
 * wallet registered already, a bad address, the throttle, a closed airdrop), written in the player's
 * language by the API; a network failure and a server failure in the spec's words; anything else the
 * fallback.
 */
export function airdropFailure(error: unknown): AirdropFailure {
  if (error instanceof ApiRequestError) {
    if (error.code === "NETWORK_ERROR") return { id: "network" };
    if (error.status >= 500 && error.code !== "AIRDROP_NOT_OPEN") return { id: "server" };
    return error.message ? { text: error.message } : { id: "unexpected" };
  }
  if (error instanceof TypeError) return { id: "network" };
  return { id: "unexpected" };
}
