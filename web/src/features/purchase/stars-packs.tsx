import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { BUY_GEMS_SECTIONS } from "../../lib/constants.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { purchaseMessages } from "./messages.ts";
import type { PaymentFailure } from "./payment-failure.ts";
import { PaymentFailedPopup, PaymentSuccessPopup } from "./payment-popups.tsx";
import { starPacksQuery } from "./stars-queries.ts";
import { useStarsPurchase } from "./use-stars-purchase.ts";

/**
 * Gem packs for Telegram Stars (Mini App Purchase section). Renders nothing where the platform offers
 * no Stars (the web sells packs by card and wallets instead).
 */
export function StarsPacks() {
  const { openInvoice } = usePlatform();
  if (!openInvoice) return null;
  return <StarsPackList />;
}

function StarsPackList() {
  const { api } = usePlatform();
  const packs = useQuery(starPacksQuery(api));
  const [popup, setPopup] = useState<{ credited: number } | { failed: PaymentFailure } | null>(null);
  const purchase = useStarsPurchase({
    onCredited: (gems) => setPopup({ credited: gems }),
    onFailed: (reason) => setPopup({ failed: reason }),
  });
  const titleId = useId();
  const t = useMessages(purchaseMessages);
  return (
    <section
      id={BUY_GEMS_SECTIONS.purchase}
      aria-labelledby={titleId}
      className="flex w-full max-w-md scroll-mt-24 flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {t("starsTitle")}
      </h2>
      {packs.isError ? <p role="alert">{t("loadFailed")}</p> : null}
      <ul className="grid grid-cols-2 gap-3">
        {(packs.data ?? []).map((pack) => (
          <li
            key={pack.id}
            data-testid={`stars-pack-${pack.id}`}
            className="flex flex-col items-center gap-2 rounded-xl border border-line bg-raised p-3 text-center"
          >
            <span className="text-sm font-semibold">{pack.name}</span>
            {pack.badge ? <Badge tone="gold">{pack.badge}</Badge> : null}
            <span className="flex items-center gap-1 text-lg font-bold">
              <CurrencyIcon currency="gems" className="size-5" />
              {formatLargeNumber(pack.gems)}
            </span>
            {/* Its accessible name holds its visible amount as shown (1,000), as WCAG 2.5.3 asks. */}
            <Button
              className="w-full"
              aria-label={t("starsBuy", { stars: formatLargeNumber(pack.stars) })}
              loading={purchase.isPending && purchase.variables?.id === pack.id}
              disabled={purchase.isPending}
              onClick={() => purchase.mutate(pack)}
            >
              <StarIcon />
              {formatLargeNumber(pack.stars)}
            </Button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{t("starsNote")}</p>
      {popup && "credited" in popup ? (
        <PaymentSuccessPopup gems={popup.credited} onClose={() => setPopup(null)} />
      ) : null}
      {popup && "failed" in popup ? (
        <PaymentFailedPopup reason={popup.failed} onClose={() => setPopup(null)} />
      ) : null}
    </section>
  );
}

/** Telegram Stars' mark (drawn, so it renders the same on every device). */
function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-gold">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
    </svg>
  );
}
