import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { WALLET_PRIVACY_HREF, WALLET_TERMS_HREF } from "./constants.ts";
import { walletMessages } from "./messages.ts";

/** docs/product/platform.md §2: connecting a wallet means agreeing to the terms and the privacy policy. */
export function WalletDisclaimer({ onNavigate }: { onNavigate(): void }) {
  const t = useMessages(walletMessages);
  const link = "font-semibold text-jade underline underline-offset-2 hover:text-ink";
  return (
    <p className="text-xs leading-relaxed text-muted">
      {richText(t("disclaimer", { product: PRODUCT_NAME }), {
        0: (terms) => (
          <Link to={WALLET_TERMS_HREF} onClick={onNavigate} className={link}>
            {terms}
          </Link>
        ),
        1: (privacy) => (
          <Link to={WALLET_PRIVACY_HREF} onClick={onNavigate} className={link}>
            {privacy}
          </Link>
        ),
      })}
    </p>
  );
}
