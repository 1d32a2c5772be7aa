import { formatCompact, formatWhole } from "../../lib/format.ts";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";

/** Compact gem and coin balances (docs/product/platform.md §9 K/M/B), the exact amount in the tooltip and for readers. */
export function HeaderBalances({ gems, coins }: { gems: number; coins: number }) {
  return (
    <ul aria-label="Balances" data-tutorial="balances" className="flex items-center gap-2">
      <Balance currency="gems" label="Jade Gems" amount={gems} />
      <Balance currency="coins" label="Golden Coins" amount={coins} />
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
