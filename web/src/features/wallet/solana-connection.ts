import type { Adapter } from "@solana/wallet-adapter-base";

/**
 * The Solana wallet adapter that is connected now (the wallet modal's choice: one of ours, or a
 * Wallet Standard wallet the provider found), for a purchase to sign and send with after the modal
 * has closed. `solanaWalletAtom` says who is connected; this is the live connection behind it. Kept
 * outside React state: an adapter is not data to render.
 */
let current: Adapter | null = null;

export function setConnectedSolanaAdapter(adapter: Adapter | null): void {
  current = adapter;
}

/** The connected adapter, or null when none is (or it has since disconnected). */
export function connectedSolanaAdapter(): Adapter | null {
  return current?.connected ? current : null;
}
