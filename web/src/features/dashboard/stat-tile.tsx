import { type Currency, CurrencyIcon } from "../../ui/currency-icon.tsx";

type StatIcon = Currency | "rank" | "vip";

function Icon({ icon }: { icon: StatIcon }) {
  if (icon === "gems" || icon === "coins") return <CurrencyIcon currency={icon} className="size-5" />;
  if (icon === "rank") {
    return (
      <svg viewBox="0 0 24 24" className="size-5 text-jade" fill="none" aria-hidden="true">
        <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" stroke="currentColor" strokeWidth="2" />
        <path
          d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 20h8"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5 text-gold" fill="currentColor" aria-hidden="true">
      <path d="M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-2 10H5L3 8Z" />
    </svg>
  );
}

/** One figure of the player card, as a term/description pair inside a `<dl>`. */
export function StatTile({
  label,
  value,
  icon,
  exact,
}: {
  label: string;
  value: string;
  icon: StatIcon;
  /** The unabbreviated figure, for screen readers and the tooltip. */
  exact?: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-raised/70 px-4 py-3">
      <dt className="flex items-center gap-2 text-xs leading-tight font-semibold uppercase tracking-[0.08em] text-muted">
        <Icon icon={icon} />
        {label}
      </dt>
      <dd className="font-display text-2xl font-semibold tabular-nums" title={exact}>
        {exact ? <span className="sr-only">{exact}</span> : null}
        <span aria-hidden={exact ? true : undefined}>{value}</span>
      </dd>
    </div>
  );
}
