import type { StakingVestingType } from "@jadeverse/api/client/staking";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { Badge } from "../../ui/badge.tsx";
import { VESTING_TYPES } from "../token/content.ts";
import { tokenMessages } from "../token/messages.ts";
import { stakingMessages } from "./messages.ts";
import { formatApr, type PlanCard } from "./staking-rules.ts";

/** A card that is a radio button: the native input (hidden) carries the choice, focus and keyboard. */
const OPTION =
  "relative flex h-full cursor-pointer flex-col gap-2 rounded-2xl border p-3 transition sm:p-4 " +
  "has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-jade " +
  "has-[input:checked]:border-jade has-[input:checked]:bg-jade/10 has-[input:disabled]:cursor-default " +
  "border-line bg-surface hover:border-jade/60";

/**
 * The plans (docs/product/platform.md §9) as a radio group: each card shows the term, both APRs and which one a
 * stake made now earns (the promo one, badged, while the promo is live).
 */
export function PlanPicker({
  plans,
  promoLive,
  selected,
  onSelect,
}: {
  plans: readonly PlanCard[];
  promoLive: boolean;
  selected: number;
  onSelect(id: number): void;
}) {
  const t = useMessages(stakingMessages);
  const tokenT = useMessages(tokenMessages);
  const rate = (children: string) => <span className="font-semibold text-ink">{children}</span>;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t("planLegend")}</legend>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3" data-testid="staking-plans">
        {plans.map((plan) => (
          <li key={plan.id}>
            <label className={OPTION} data-testid="staking-plan">
              <input
                type="radio"
                name="staking-plan"
                value={plan.id}
                checked={selected === plan.id}
                onChange={() => onSelect(plan.id)}
                aria-label={t("planOption", {
                  months: plan.months,
                  normal: formatApr(plan.aprNormalBps),
                  promo: formatApr(plan.aprPromoBps),
                })}
                className="sr-only"
              />
              <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="font-display text-base font-semibold text-ink sm:text-lg">
                  {tokenT("planTerm", { months: plan.months })}
                </span>
                {promoLive ? <Badge tone="gold">{t("promoBadge")}</Badge> : null}
              </span>
              <span className="flex items-baseline gap-3">
                <span className={`text-2xl font-bold ${promoLive ? "text-gold" : "text-jade"}`}>
                  {formatApr(promoLive ? plan.aprPromoBps : plan.aprNormalBps)}
                  <span className="ms-1 text-xs font-semibold uppercase tracking-wider text-muted">
                    {t("apr")}
                  </span>
                </span>
              </span>
              <span className="flex flex-wrap gap-x-3 text-xs text-muted sm:text-sm">
                <span className="whitespace-nowrap">
                  {richText(t("normalRate", { rate: formatApr(plan.aprNormalBps) }), { 0: rate })}
                </span>
                <span className="whitespace-nowrap">
                  {richText(t("promoRate", { rate: formatApr(plan.aprPromoBps) }), { 0: rate })}
                </span>
              </span>
              <span className="hidden text-xs text-muted sm:block">
                {plan.description ? tokenT(plan.description) : t("planLockedFor", { months: plan.months })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** FullVesting or EarlyVesting (docs/product/platform.md §9), with what each means under the contract. */
export function VestingPicker({
  selected,
  onSelect,
}: {
  selected: StakingVestingType;
  onSelect(type: StakingVestingType): void;
}) {
  const t = useMessages(stakingMessages);
  const tokenT = useMessages(tokenMessages);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {t("vestingLegend")}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {VESTING_TYPES.map((vesting) => (
          <label key={vesting.type} className={OPTION}>
            <input
              type="radio"
              name="staking-vesting"
              value={vesting.type}
              checked={selected === vesting.type}
              onChange={() => onSelect(vesting.type)}
              aria-label={t("vestingOption", { title: tokenT(vesting.title), type: vesting.type })}
              className="sr-only"
            />
            <span className="font-semibold text-ink">{tokenT(vesting.title)}</span>
            <span className="font-mono text-xs text-jade">{vesting.type}</span>
            <span className="text-xs text-muted">{tokenT(vesting.body)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
