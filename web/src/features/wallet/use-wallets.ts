import { useAtomValue } from "jotai";
import {
  type EvmWalletConnection,
  evmWalletAtom,
  type SolanaWalletConnection,
  solanaWalletAtom,
} from "./wallet-state.ts";

/**
 * The connected EVM wallet (null when none), for features outside the wallet one (a purchase waits
 * for it). Imports no wallet library.
 */
export function useEvmWallet(): EvmWalletConnection | null {
  return useAtomValue(evmWalletAtom);
}

/** The connected Solana wallet (null when none), for features outside the wallet one. */
export function useSolanaWallet(): SolanaWalletConnection | null {
  return useAtomValue(solanaWalletAtom);
}
