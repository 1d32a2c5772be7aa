import { atom } from "jotai";

/**
 * The player's connected wallets, app-wide. Written by the wallet modal (through WalletStateSync)
 * while the wallet libraries are loaded; read by anything that needs an address (the /token page's
 * button now, purchases and vesting later) without pulling in wallet code: this module imports only
 * jotai. The live connection itself stays in the lazily loaded wallet runtime (wagmi's config and the
 * Solana adapters), which a purchase flow loads again to sign; these atoms say who is connected.
 * They live in memory: after a reload, opening the wallet modal reconnects silently (wagmi's
 * reconnect, the Solana adapter's auto-connect) and fills them again.
 */

export interface EvmWalletConnection {
  address: `0x${string}`;
  chainId: number;
  /** The wallet's display name, e.g. "MetaMask". */
  walletName: string;
}

export interface SolanaWalletConnection {
  /** Base58 public key. */
  publicKey: string;
  walletName: string;
}

export const evmWalletAtom = atom<EvmWalletConnection | null>(null);
export const solanaWalletAtom = atom<SolanaWalletConnection | null>(null);

/** True when either kind of wallet is connected. */
export const hasConnectedWalletAtom = atom(
  (get) => get(evmWalletAtom) !== null || get(solanaWalletAtom) !== null,
);
