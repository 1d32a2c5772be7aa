import { useEffect } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { PublicPageHeader } from "../../ui/public-page-header.tsx";
import { ConnectWalletButton } from "../wallet/connect-wallet-button.tsx";
import { TOKEN_SYMBOL, TOKEN_USES } from "./content.ts";
import { tokenMessages } from "./messages.ts";
import { StakingSection } from "./staking-section.tsx";
import { TokenomicsChart } from "./tokenomics-chart.tsx";

/**
 * `/token` (public, lazy). The spec leaves its content "not shown" (docs/product/platform.md §2); ours: what the token is
 * for (docs/product/platform.md §1's uses), the staking plans with the 7-day promo and vesting types (docs/product/platform.md §9), the
 * tokenomics, and the wallet buttons staking needs. Arriving from the landing's "learn more" it
 * starts at the top.
 */
export function TokenPage() {
  const t = useMessages(tokenMessages);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []);

  return (
    <div className="min-h-dvh">
      <PublicPageHeader width="max-w-6xl" />

      <main className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="token-heading" className="grid items-center gap-8 md:grid-cols-[1.4fr_1fr]">
          <div className="flex flex-col gap-5">
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-jade">
              {t("tokenEyebrow", { symbol: TOKEN_SYMBOL })}
            </p>
            <h1 id="token-heading" className="font-display text-4xl font-bold leading-tight sm:text-5xl">
              {richText(t("heading", { product: PRODUCT_NAME }), {
                0: (children) => <span className="text-gradient-jade">{children}</span>,
              })}
            </h1>
            <p className="max-w-2xl text-lg text-muted">{t("intro", { product: PRODUCT_NAME })}</p>
            <div className="flex flex-wrap gap-3">
              <ConnectWalletButton />
              <ConnectWalletButton solanaOnly variant="secondary" />
            </div>
            <p className="text-sm text-muted">{t("walletNeeded")}</p>
          </div>
          <TokenMark />
        </section>

        <section aria-labelledby="uses-heading" className="flex flex-col gap-6">
          <h2 id="uses-heading" className="font-display text-2xl font-bold sm:text-3xl">
            {t("usesHeading")}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {TOKEN_USES.map((use, index) => (
              <li key={use.title} className="rounded-2xl border border-line bg-surface p-5">
                <p aria-hidden="true" className="font-display text-2xl font-bold text-gold">
                  {String(index + 1).padStart(2, "0")}
                </p>
                <h3 className="mt-2 font-semibold text-ink">{t(use.title)}</h3>
                <p className="mt-1 text-sm text-muted">{t(use.body)}</p>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-line bg-raised/50 p-4 text-sm text-muted">
            {richText(t("virtualCurrencies"), {
              0: (children) => (
                <span className="flex items-center gap-2 text-ink">
                  <CurrencyIcon currency="coins" /> {children}
                </span>
              ),
              1: (children) => (
                <span className="flex items-center gap-2 text-ink">
                  <CurrencyIcon currency="gems" /> {children}
                </span>
              ),
              2: (children) => <span>{children}</span>,
            })}
          </div>
        </section>

        <StakingSection />

        <section aria-labelledby="tokenomics-heading" className="flex flex-col gap-6">
          <div className="flex flex-col gap-2">
            <h2 id="tokenomics-heading" className="font-display text-2xl font-bold sm:text-3xl">
              {t("tokenomicsHeading")}
            </h2>
            <p className="max-w-3xl text-muted">{t("tokenomicsIntro")}</p>
          </div>
          <TokenomicsChart />
        </section>

        <footer className="border-t border-line pt-6 text-sm text-muted">
          {richText(t("disclaimer"), {
            0: (children) => (
              <Link to={ROUTES.terms} className="font-semibold text-jade underline underline-offset-2">
                {children}
              </Link>
            ),
          })}
        </footer>
      </main>
    </div>
  );
}

/** A jade coin with the gold ring of the logo, decorative. */
function TokenMark() {
  return (
    <svg
      viewBox="0 0 200 200"
      aria-hidden="true"
      className="mx-auto w-48 drop-shadow-[0_20px_40px_rgba(63,211,155,0.25)] sm:w-64"
    >
      <defs>
        <radialGradient id="token-jade" cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#b8f7dc" />
          <stop offset="0.4" stopColor="#3fd39b" />
          <stop offset="1" stopColor="#0b5e41" />
        </radialGradient>
        <linearGradient id="token-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a8" />
          <stop offset="0.5" stopColor="#f2c862" />
          <stop offset="1" stopColor="#a9761e" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="92" fill="url(#token-gold)" />
      <circle cx="100" cy="100" r="80" fill="url(#token-jade)" />
      <circle cx="100" cy="100" r="62" fill="none" stroke="#0b5e41" strokeOpacity="0.5" strokeWidth="3" />
      <path d="M100 58 128 100 100 142 72 100Z" fill="#ecf7f1" fillOpacity="0.9" />
      <path d="M100 58v84M72 100h56" stroke="#0b5e41" strokeOpacity="0.35" strokeWidth="2" />
    </svg>
  );
}
