export type WalletGlyphKind = "browser" | "walletconnect" | "coinbase" | "solana";

/**
 * Our own small marks for wallet kinds (decorative; the row names the wallet). Wallets that bring
 * their own icon (EIP-6963 announcements, Solana adapters) are shown with it instead.
 */
export function WalletGlyph({ kind }: { kind: WalletGlyphKind }) {
  return (
    <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true">
      {kind === "browser" ? (
        <>
          <rect width="40" height="40" rx="11" fill="#f6a04d" />
          <path
            d="M9 14a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H13a4 4 0 0 1-4-4V14Z"
            fill="#2b1705"
          />
          <path d="M22 17h9v7h-9a3.5 3.5 0 0 1 0-7Z" fill="#f6a04d" />
          <circle cx="23" cy="20.5" r="1.6" fill="#2b1705" />
        </>
      ) : null}
      {kind === "walletconnect" ? (
        <>
          <rect width="40" height="40" rx="11" fill="#3b82f6" />
          <path
            d="M10 17.5c5.5-5.3 14.5-5.3 20 0M13.5 21c3.6-3.4 9.4-3.4 13 0M11 24.5l4 3.5 5-4.5 5 4.5 4-3.5"
            fill="none"
            stroke="#fff"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : null}
      {kind === "coinbase" ? (
        <>
          <rect width="40" height="40" rx="11" fill="#1652f0" />
          <circle cx="20" cy="20" r="11" fill="#fff" />
          <rect x="16" y="16" width="8" height="8" rx="1.5" fill="#1652f0" />
        </>
      ) : null}
      {kind === "solana" ? (
        <>
          <rect width="40" height="40" rx="11" fill="#14102a" />
          <path d="M12 13h17l-3 3H9l3-3Zm0 12h17l-3 3H9l3-3Zm14-6H9l3 3h17l-3-3Z" fill="#3fd39b" />
        </>
      ) : null}
    </svg>
  );
}

/** A wallet's own icon (a data: URI it ships or announces), decorative. */
export function WalletIcon({ src }: { src: string }) {
  return <img src={src} alt="" className="size-10 shrink-0 rounded-[11px]" />;
}
