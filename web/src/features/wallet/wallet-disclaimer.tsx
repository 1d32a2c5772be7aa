import { Link } from "react-router";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { WALLET_PRIVACY_HREF, WALLET_TERMS_HREF } from "./constants.ts";

/** docs/product/platform.md §2: connecting a wallet means agreeing to the terms and the privacy policy. */
export function WalletDisclaimer({ onNavigate }: { onNavigate(): void }) {
  const link = "font-semibold text-jade underline underline-offset-2 hover:text-ink";
  return (
    <p className="text-xs leading-relaxed text-muted">
      By connecting a wallet, you agree to {PRODUCT_NAME}'s{" "}
      <Link to={WALLET_TERMS_HREF} onClick={onNavigate} className={link}>
        Terms and Conditions
      </Link>{" "}
      and{" "}
      <Link to={WALLET_PRIVACY_HREF} onClick={onNavigate} className={link}>
        Privacy Policy
      </Link>
      . Wallets are only used to pay and to hold {PRODUCT_NAME} tokens and NFTs; we never ask for your seed
      phrase.
    </p>
  );
}
