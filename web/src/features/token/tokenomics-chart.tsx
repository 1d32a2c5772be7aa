import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formatTokenAmount } from "../../lib/format.ts";
import { ALLOCATIONS, TOKEN_SYMBOL, TOTAL_SUPPLY } from "./content.ts";
import { intlTag } from "./dates.ts";
import { tokenMessages } from "./messages.ts";
import { formatPercent } from "./token-units.ts";

const RADIUS = 70;
const STROKE = 30;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The allocation donut (SVG arcs drawn with stroke dashes) beside its legend. The chart is one
 * labelled image; the legend carries every figure as text.
 */
export function TokenomicsChart() {
  const t = useMessages(tokenMessages);
  const locale = useAtomValue(localeAtom);
  let offset = 0;
  const arcs = ALLOCATIONS.map((slice) => {
    const length = (slice.percent / 100) * CIRCUMFERENCE;
    const arc = { slice, length, offset };
    offset += length;
    return arc;
  });
  const shares = ALLOCATIONS.map((slice) =>
    t("allocationShare", { label: t(slice.label), percent: formatPercent(slice.percent) }),
  );
  // English lists the slices with commas ("Player rewards 30%, Staking rewards 15%, …"); another
  // language as it writes a list.
  const description =
    locale === "en" || locale === "en-XA"
      ? shares.join(", ")
      : new Intl.ListFormat(intlTag(locale, "en"), { type: "conjunction" }).format(shares);
  return (
    <div className="grid items-center gap-8 md:grid-cols-[minmax(0,18rem)_1fr]">
      <svg
        viewBox="0 0 200 200"
        className="mx-auto w-full max-w-72"
        role="img"
        aria-label={t("allocationChart", { slices: description })}
      >
        <g transform="rotate(-90 100 100)">
          {arcs.map(({ slice, length, offset: start }) => (
            <circle
              key={slice.label}
              cx="100"
              cy="100"
              r={RADIUS}
              fill="none"
              stroke={slice.color}
              strokeWidth={STROKE}
              strokeDasharray={`${Math.max(length - 1.5, 0)} ${CIRCUMFERENCE}`}
              strokeDashoffset={-start}
            />
          ))}
        </g>
        <text
          x="100"
          y="96"
          textAnchor="middle"
          className="fill-ink font-display"
          fontSize="22"
          fontWeight="700"
        >
          {formatTokenAmount(TOTAL_SUPPLY)}
        </text>
        <text x="100" y="118" textAnchor="middle" className="fill-muted" fontSize="11">
          {t("totalSupply", { symbol: TOKEN_SYMBOL })}
        </text>
      </svg>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ALLOCATIONS.map((slice) => (
          <li key={slice.label} className="flex gap-3 rounded-xl border border-line bg-raised/50 p-3">
            <span
              aria-hidden="true"
              className="mt-1 size-3 shrink-0 rounded-full"
              style={{ background: slice.color }}
            />
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {t(slice.label)} <span className="text-jade">{formatPercent(slice.percent)}</span>
              </p>
              <p className="text-sm text-muted">
                {t("allocationDetail", {
                  amount: formatTokenAmount((TOTAL_SUPPLY * slice.percent) / 100),
                  symbol: TOKEN_SYMBOL,
                  note: t(slice.note),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
