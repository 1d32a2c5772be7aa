import { useAtomValue } from "jotai";
import { type EvmWalletConnection, evmWalletAtom } from "./wallet-state.ts";

/**
 * The connected EVM wallet (null when none), for features outside the wallet one (a purchase waits
 * for it). Imports no wallet library.
 */
export function useEvmWallet(): EvmWalletConnection | null {
  return useAtomValue(evmWalletAtom);
}
