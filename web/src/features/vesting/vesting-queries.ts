import {
  type InvestorPath,
  type InvestorRecord,
  investorRecord,
  presaleResponse,
  walletChangedResponse,
} from "@jadeverse/api/client/vesting";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useStore } from "jotai";
import { type ApiClient, ApiRequestError, isApiError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { lookupAddresses, withRetries } from "./vesting-rules.ts";
import { ensureWalletProved, forgetWalletProof, type ProvableWallet } from "./wallet-proof.ts";

/** Query keys of the vesting page (cleared when the wallet disconnects). */
export const vestingKeys = {
  all: ["vesting"] as const,
  investor: (path: InvestorPath, addresses: readonly string[]) => ["vesting", path, ...addresses] as const,
  presale: ["vesting", "presale"] as const,
};

const statusOf = (error: unknown) => (error instanceof ApiRequestError ? error.status : null);

/** One `GET /api/vesting/{investorType}/{address}`, retried on network errors and 5xx (docs/product/economy.md §4). */
const lookup = (api: ApiClient, investorType: InvestorPath, address: string) =>
  withRetries(
    async () =>
      investorRecord.parse(
        await unwrap(api.api.vesting[":investorType"][":address"].$get({ param: { investorType, address } })),
      ),
    statusOf,
  );

/**
 * Makes sure the session holds the wallet behind an address (docs/vesting-and-airdrop.md "Vesting"): `fresh` forgets a
 * proof this tab made (the server no longer has it, e.g. a new session) and asks for a new signature.
 */
export type EnsureProof = (address: string, fresh: boolean) => Promise<unknown>;

/**
 * The record of the connected wallet(s) (docs/product/economy.md §7): each address of `lookupAddresses` in turn
 * while the answer is 404 (the team's Solana key, then its Ethereum address; an EVM address again in
 * lowercase), each once the session has proved that wallet (one signature per wallet: `ensureProof`).
 * `null`: not a participant. Any other failure rejects with the last error.
 */
export async function findInvestorRecord(
  api: ApiClient,
  path: InvestorPath,
  addresses: readonly string[],
  ensureProof: EnsureProof,
): Promise<InvestorRecord | null> {
  for (const address of addresses) {
    await ensureProof(address, false);
    try {
      return await lookup(api, path, address);
    } catch (error) {
      if (isApiError(error, "WALLET_NOT_PROVED")) {
        // Proved for an earlier session: sign once more, then read.
        await ensureProof(address, true);
        try {
          return await lookup(api, path, address);
        } catch (again) {
          if (statusOf(again) !== 404) throw again;
          continue;
        }
      }
      if (statusOf(error) !== 404) throw error;
    }
  }
  return null;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The connected wallets' record for a tab; idle until a wallet it can look up by is connected. Each
 * wallet proves itself to the session before it is read (its one signature, reused across the tabs).
 */
export function useInvestorRecord(
  path: InvestorPath,
  wallets: { evm: string | null; evmChainId: number | null; solana: string | null },
) {
  const { api, walletConnectPairing } = usePlatform();
  const queryClient = useQueryClient();
  const store = useStore();
  const config = usePublicConfig();
  const addresses = lookupAddresses(path, wallets);
  const projectId = config.data?.walletConnectProjectId ?? null;
  const prove = async (wallet: ProvableWallet) => {
    const [{ getEvmConfig }, { proveWallet }] = await Promise.all([
      import("../wallet/evm-config.ts"),
      import("./prove-wallet.ts"),
    ]);
    await proveWallet(api, wallet, () => getEvmConfig(projectId, store, walletConnectPairing));
  };
  const ensureProof: EnsureProof = async (address, fresh) => {
    const wallet: ProvableWallet | null = EVM_ADDRESS.test(address)
      ? wallets.evm
        ? { kind: "evm", address: wallets.evm, chainId: wallets.evmChainId ?? 1 }
        : null
      : { kind: "solana", address };
    if (!wallet) return;
    if (fresh) forgetWalletProof(queryClient, wallet);
    await ensureWalletProved(queryClient, wallet, prove);
  };
  return useQuery({
    queryKey: vestingKeys.investor(path, addresses),
    queryFn: () => findInvestorRecord(api, path, addresses, ensureProof),
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
 * Sends a signed Solana wallet change (docs/product/economy.md §7): `add-solana-wallet` for a public investor,
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
