import type { StakingVestingType } from "@jadeverse/api/client/staking";
import { Badge } from "../../ui/badge.tsx";
import { VESTING_TYPES } from "../token/content.ts";
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
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Staking plan</legend>
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
                aria-label={`${plan.duration}: ${formatApr(plan.aprNormalBps)} APR, promo ${formatApr(plan.aprPromoBps)}`}
                className="sr-only"
              />
              <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                <span className="font-display text-base font-semibold text-ink sm:text-lg">
                  {plan.duration}
                </span>
                {promoLive ? <Badge tone="gold">Promo</Badge> : null}
              </span>
              <span className="flex items-baseline gap-3">
                <span className={`text-2xl font-bold ${promoLive ? "text-gold" : "text-jade"}`}>
                  {formatApr(promoLive ? plan.aprPromoBps : plan.aprNormalBps)}
                  <span className="ms-1 text-xs font-semibold uppercase tracking-wider text-muted">APR</span>
                </span>
              </span>
              <span className="flex flex-wrap gap-x-3 text-xs text-muted sm:text-sm">
                <span className="whitespace-nowrap">
                  Normal <span className="font-semibold text-ink">{formatApr(plan.aprNormalBps)}</span>
                </span>
                <span className="whitespace-nowrap">
                  Promo <span className="font-semibold text-ink">{formatApr(plan.aprPromoBps)}</span>
                </span>
              </span>
              <span className="hidden text-xs text-muted sm:block">{plan.description}</span>
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
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.14em] text-muted">Vesting</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {VESTING_TYPES.map((vesting) => (
          <label key={vesting.type} className={OPTION}>
            <input
              type="radio"
              name="staking-vesting"
              value={vesting.type}
              checked={selected === vesting.type}
              onChange={() => onSelect(vesting.type)}
              aria-label={`${vesting.title} (${vesting.type})`}
              className="sr-only"
            />
            <span className="font-semibold text-ink">{vesting.title}</span>
            <span className="font-mono text-xs text-jade">{vesting.type}</span>
            <span className="text-xs text-muted">{vesting.body}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
