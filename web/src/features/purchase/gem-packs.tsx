import type { GemPackView } from "@jadeverse/api/client/payments";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { BUY_GEMS_SECTIONS } from "../../lib/constants.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { formatCents, gemPacksQuery } from "./card-queries.ts";
import { purchaseMessages } from "./messages.ts";
import type { PaymentFailure } from "./payment-failure.ts";
import { PaymentPicker } from "./payment-picker.tsx";
import { PaymentFailedPopup, PaymentOverlay, PaymentSuccessPopup } from "./payment-popups.tsx";
import type { PaymentChoice } from "./picker-rules.ts";
import { purchaseFailure, useStripeCheckout } from "./use-card-purchase.ts";
import { useEvmPurchase } from "./use-evm-purchase.ts";
import { useSolanaPurchase } from "./use-solana-purchase.ts";
import { useWertPurchase } from "./use-wert-purchase.ts";

/** The rails this page runs in the browser (the server's configured rails narrow them further). */
const WEB_RAILS: ReadonlySet<string> = new Set(["stripe", "wert", "evm", "solana"]);

/**
 * The four gem packs for dollars (docs/product/economy.md §2 Purchase, §9), where the platform sells them by card
 * and crypto (the web; inside Telegram gems are sold for Stars only). Choosing one opens the
 * payment-method picker; a confirmed card choice starts the payment under the in-process overlay.
 */
export function GemPacks() {
  const { buyGems } = usePlatform();
  if (!buyGems.methods.some((method) => method === "card" || method === "evm" || method === "solana"))
    return null;
  return <GemPackList />;
}

function GemPackList() {
  const { api } = usePlatform();
  const packs = useQuery(gemPacksQuery(api));
  const config = usePublicConfig();
  const [picking, setPicking] = useState<GemPackView | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const stripe = useStripeCheckout();
  const [credited, setCredited] = useState<number | null>(null);
  const outcomes = useMemo(
    () => ({
      onCredited: (gems: number) => setCredited(gems),
      onFailed: (reason: PaymentFailure) => setFailure(reason),
    }),
    [],
  );
  const evm = useEvmPurchase(outcomes);
  const solana = useSolanaPurchase(outcomes);
  const wert = useWertPurchase(outcomes);
  const titleId = useId();
  const t = useMessages(purchaseMessages);

  const start = (pack: GemPackView, choice: PaymentChoice) => {
    setPicking(null);
    if (choice.kind === "classic" && choice.provider === "stripe")
      stripe.mutate(pack.id, { onError: (error) => setFailure(purchaseFailure(error)) });
    else if (choice.kind === "classic" && choice.provider === "wert") void wert.start(pack);
    else if (choice.kind === "crypto" && choice.chain === "evm") evm.start(pack, choice.token);
    else if (choice.kind === "crypto" && choice.chain === "solana") solana.start(pack, choice.token);
  };

  return (
    <section
      id={BUY_GEMS_SECTIONS.purchase}
      aria-labelledby={titleId}
      className="flex w-full max-w-5xl scroll-mt-24 flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {t("title")}
      </h2>
      {packs.isError ? <p role="alert">{t("loadFailed")}</p> : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {(packs.data ?? []).map((pack) => (
          <li
            key={pack.id}
            data-testid={`gem-pack-${pack.id}`}
            className={`flex flex-col items-center gap-2 rounded-xl border p-4 text-center ${
              pack.badge ? "border-gold/60 bg-gold/5" : "border-line bg-raised"
            }`}
          >
            <span className="font-semibold">{pack.name}</span>
            {pack.badge ? (
              <span className="rounded-full bg-gold/20 px-2 text-xs text-ink">{pack.badge}</span>
            ) : null}
            <span className="flex items-center gap-1 text-xl font-bold">
              <CurrencyIcon currency="gems" className="size-5" />
              {formatLargeNumber(pack.gems)}
            </span>
            {/* Its name: its visible price, said with what it buys (WCAG 2.5.3, label in name). */}
            <Button
              className="w-full"
              aria-label={t("buyPack", { name: pack.name, price: formatCents(pack.priceCents) })}
              onClick={() => setPicking(pack)}
            >
              {formatCents(pack.priceCents)}
            </Button>
          </li>
        ))}
      </ul>
      {picking ? (
        <PaymentPicker
          pack={picking}
          rails={(config.data?.payments.rails ?? []).filter((rail) => WEB_RAILS.has(rail))}
          cluster={config.data?.solana.cluster ?? "mainnet-beta"}
          evm={evm.networks}
          onClose={() => setPicking(null)}
          onStart={(choice) => start(picking, choice)}
        />
      ) : null}
      {stripe.isPending || evm.busy || solana.busy || wert.busy ? <PaymentOverlay /> : null}
      {failure ? <PaymentFailedPopup reason={failure} onClose={() => setFailure(null)} /> : null}
      {credited !== null ? <PaymentSuccessPopup gems={credited} onClose={() => setCredited(null)} /> : null}
    </section>
  );
}
