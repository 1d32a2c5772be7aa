import { useMessages } from "../../i18n/messages.ts";
import { formatCompact, formatWhole } from "../../lib/format.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { dashboardMessages } from "./messages.ts";

/** Compact gem and coin balances (docs/product/platform.md §9 K/M/B), the exact amount in the tooltip and for readers. */
export function HeaderBalances({ gems, coins }: { gems: number; coins: number }) {
  const t = useMessages(dashboardMessages);
  return (
    <ul aria-label={t("balances")} data-tutorial="balances" className="flex items-center gap-2">
      <Balance currency="gems" label={t("jadeGems")} amount={gems} />
      <Balance currency="coins" label={t("goldenCoins")} amount={coins} />
    </ul>
  );
}

function Balance({ currency, label, amount }: { currency: "gems" | "coins"; label: string; amount: number }) {
  return (
    <li
      title={`${formatWhole(amount)} ${label}`}
      className="flex items-center gap-1.5 rounded-full border border-line bg-raised px-3 py-1.5 text-sm font-semibold"
    >
      <CurrencyIcon currency={currency} className="size-4" />
      <span aria-hidden="true" data-testid={`balance-${currency}`} data-figure="compact">
        {formatCompact(amount)}
      </span>
      <span className="sr-only">
        {formatWhole(amount)} {label}
      </span>
    </li>
  );
}
