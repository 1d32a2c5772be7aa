/**
 * Wallet apps that take a WalletConnect pairing link as a universal link (`<base>/wc?uri=<pairing>`,
 * WalletConnect's mobile linking), for platforms without a second screen to scan a QR code from
 * (the Mini App: Platform.walletConnectPairing "app-links"). Universal links are https: Telegram opens
 * them outside the Mini App and the phone hands them to the wallet app (or its store page).
 */
export const WALLET_APPS = [
  { id: "metamask", name: "MetaMask", base: "https://metamask.app.link" },
  { id: "trust", name: "Trust Wallet", base: "https://link.trustwallet.com" },
  { id: "rainbow", name: "Rainbow", base: "https://rnbwapp.com" },
  { id: "safepal", name: "SafePal", base: "https://link.safepal.io" },
] as const;

export type WalletApp = (typeof WALLET_APPS)[number];

/** A WalletConnect v2 pairing URI (`wc:<topic>@2?…`), the only kind handed to a wallet app. */
const PAIRING_URI = /^wc:[0-9a-f]{64}@2\?/;

/** The universal link that opens `app` with the pairing `uri`; null for anything that is not one. */
export function walletConnectAppLink(app: WalletApp, uri: string): string | null {
  if (!PAIRING_URI.test(uri)) return null;
  return `${app.base}/wc?uri=${encodeURIComponent(uri)}`;
}
