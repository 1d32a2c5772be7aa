import {
  type InvestorPath,
  type InvestorRecord,
  investorRecord,
  presaleResponse,
  walletChangedResponse,
} from "@jadeverse/api/client/vesting";
import { useQuery } from "@tanstack/react-query";
import { type ApiClient, ApiRequestError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { lookupAddresses, withRetries } from "./vesting-rules.ts";

/** Query keys of the vesting page (cleared when the wallet disconnects). */
export const vestingKeys = {
  all: ["vesting"] as const,
  investor: (path: InvestorPath, addresses: readonly string[]) => ["vesting", path, ...addresses] as const,
  presale: ["vesting", "presale"] as const,
};

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

/** One `GET /api/vesting/{investorType}/{address}`, retried on network errors and 5xx (spec 001 §4). */
const lookup = (api: ApiClient, investorType: InvestorPath, address: string) =>
  withRetries(
    async () =>
      investorRecord.parse(
        await unwrap(api.api.vesting[":investorType"][":address"].$get({ param: { investorType, address } })),
      ),
    statusOf,
  );

/**
 * The record of the connected wallet(s) (spec 001 §7): each address of `lookupAddresses` in turn
 * while the answer is 404 (the team's Solana key, then its Ethereum address; an EVM address again in
 * lowercase). `null`: not a participant. Any other failure rejects with the last error.
 */
export async function findInvestorRecord(
  api: ApiClient,
  path: InvestorPath,
  addresses: readonly string[],
): Promise<InvestorRecord | null> {
  for (const address of addresses) {
    try {
      return await lookup(api, path, address);
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }
  return null;
}

/** The connected wallets' record for a tab; idle until a wallet it can look up by is connected. */
export function useInvestorRecord(
  path: InvestorPath,
  wallets: { evm: string | null; solana: string | null },
) {
  const { api } = usePlatform();
  const addresses = lookupAddresses(path, wallets);
  return useQuery({
    queryKey: vestingKeys.investor(path, addresses),
    queryFn: () => findInvestorRecord(api, path, addresses),
    enabled: addresses.length > 0,
    // Retries are the spec's (withRetries); a record is never cached by the server, nor kept stale here.
    retry: false,
    staleTime: 0,
  });
}

/** `GET /api/presale`: the public presale's sale 1, read on chain by the server. */
export function usePresale() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: vestingKeys.presale,
    queryFn: async () => presaleResponse.parse(await unwrap(api.api.presale.$get())),
    retry: false,
  });
}

export interface SignedChange {
  investorWallet: string;
  solanaWallet: string;
  signature: string;
  timestamp: number;
  message: string;
}

/**
 * Sends a signed Solana wallet change (spec 001 §7): `add-solana-wallet` for a public investor,
 * `update-wallet` for private and team ones. Resolves with the server's success message.
 */
export async function sendWalletChange(api: ApiClient, path: InvestorPath, change: SignedChange) {
  const { investorWallet, solanaWallet, signature, timestamp, message } = change;
  const call =
    path === "public-investor"
      ? api.api.vesting["public-investor"]["add-solana-wallet"].$post({
          json: {
            currentEvmAddress: investorWallet,
            solanaWalletAddress: solanaWallet,
            signature,
            timestamp,
            message,
          },
        })
      : api.api.vesting[path]["update-wallet"].$post({
          json: {
            currentWalletAddress: investorWallet,
            newWalletAddress: solanaWallet,
            walletType: "solana",
            signatureType: "personal_sign",
            signature,
            timestamp,
            message,
          },
        });
  return walletChangedResponse.parse(await unwrap(call)).message;
}
