/** `@jadeverse/web/wallet`: the wallet dialog (EVM and Solana), for a shell's dialog renderer. Import it lazily. */
export { WalletDialog } from "../features/wallet/wallet-dialog.tsx";
