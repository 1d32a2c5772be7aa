import { useMessages } from "../../i18n/messages.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { LogoMark } from "../../ui/logo-mark.tsx";
import { COIN_TIERS, type CoinTier } from "./content.ts";
import { landingMessages } from "./messages.ts";

function TierIcon({ currency }: { currency: CoinTier["currency"] }) {
  if (currency === "token") return <LogoMark className="size-16" />;
  return <CurrencyIcon currency={currency} className="size-16" />;
}

/** Landing section 9 (docs/product/platform.md §1 currencies): Golden Coins, Jade Gems and the JadeVerse token. */
export function CoinsSection() {
  const t = useMessages(landingMessages);
  return (
    <section aria-labelledby="coins-title" className="bg-surface/60 py-20 sm:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-center text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("tiers")}</p>
        <h2
          id="coins-title"
          className="mt-3 text-center font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t("coinsT")}
        </h2>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {COIN_TIERS.map((tier, index) => (
            <li
              key={tier.name}
              className="relative flex flex-col items-center gap-4 rounded-card border border-line bg-canvas/70 p-8 text-center shadow-card md:data-[step=2]:-translate-y-4"
              data-step={index + 1}
            >
              <span className="text-xs font-bold tracking-[0.2em] text-muted uppercase">
                {t("tier", { n: String(index + 1) })}
              </span>
              <span className="drop-shadow-[0_10px_24px_rgb(242_200_98/0.35)]">
                <TierIcon currency={tier.currency} />
              </span>
              <h3 className="font-display text-2xl font-bold">{t(tier.name)}</h3>
              <p className="text-sm leading-relaxed text-muted">{t(tier.body)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
