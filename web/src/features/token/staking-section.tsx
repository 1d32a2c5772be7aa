import { useEffect, useState } from "react";
import { formatTokenAmount } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { TOKEN_SYMBOL, VESTING_TYPES } from "./content.ts";
import {
  estimatedReward,
  type PromoStatus,
  promoStatus,
  STAKING_PLANS,
  STAKING_PROMO_WINDOW_DAYS,
} from "./staking.ts";

const EXAMPLE_STAKE = 10_000;

/** The example reward, to the cent-like 2 decimals a table can show. */
function exampleReward(months: number, apr: number): string {
  return formatTokenAmount(Math.round(estimatedReward(EXAMPLE_STAKE, months, apr) * 100) / 100);
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

function utc(date: Date): string {
  return `${dateTime.format(date)} UTC`;
}

/** The current time, refreshed every minute so the promo state flips without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function PromoBanner({ status }: { status: PromoStatus }) {
  const copy =
    status.kind === "live"
      ? {
          badge: "Promo live",
          text: `Stakes made until ${utc(status.endsAt)} earn the promo APR for their whole term.`,
        }
      : status.kind === "upcoming"
        ? {
            badge: "Promo upcoming",
            text: `The launch promo opens ${utc(status.startsAt)} and runs until ${utc(status.endsAt)}.`,
          }
        : {
            badge: "Promo ended",
            text: `The launch promo ended on ${utc(status.endedAt)}. New stakes earn the normal APR.`,
          };
  return (
    <div
      className={`flex flex-col gap-2 rounded-2xl border p-4 sm:flex-row sm:items-center ${
        status.kind === "live" ? "border-gold/50 bg-gold/10" : "border-line bg-raised/60"
      }`}
      data-promo-state={status.kind}
    >
      <Badge tone={status.kind === "live" ? "gold" : "neutral"}>{copy.badge}</Badge>
      <p className="text-sm text-ink">{copy.text}</p>
    </div>
  );
}

/**
 * docs/product/platform.md §9 staking: the six plans with both APRs, the 7-day promo rule and whether it is live
 * now, and the two vesting types.
 */
export function StakingSection() {
  const status = promoStatus(useNow());
  const promoLive = status.kind === "live";
  return (
    <section aria-labelledby="staking-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="staking-heading" className="font-display text-2xl font-bold sm:text-3xl">
          Staking plans
        </h2>
        <p className="max-w-3xl text-muted">
          Lock {TOKEN_SYMBOL} for a fixed term and earn a yearly rate on it. Stakes made within{" "}
          {STAKING_PROMO_WINDOW_DAYS} days of the staking launch earn the promo APR, double the normal rate,
          for their whole term.
        </p>
      </div>
      <PromoBanner status={status} />
      <section
        className="overflow-x-auto rounded-2xl border border-line"
        aria-labelledby="staking-table-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
      >
        <table className="w-full min-w-[20rem] text-start text-sm">
          <caption id="staking-table-caption" className="sr-only">
            Staking plans: term, normal APR, promo APR and the estimated reward on{" "}
            {formatTokenAmount(EXAMPLE_STAKE)} {TOKEN_SYMBOL}
          </caption>
          <thead className="bg-raised text-xs uppercase tracking-[0.12em] text-muted">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Term
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                Normal APR
              </th>
              <th scope="col" className={`px-3 py-3 sm:px-4 ${promoLive ? "text-gold" : ""}`}>
                Promo APR
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                On {formatTokenAmount(EXAMPLE_STAKE)} {TOKEN_SYMBOL}
              </th>
            </tr>
          </thead>
          <tbody>
            {STAKING_PLANS.map((plan) => (
              <tr key={plan.id} className="border-t border-line">
                <th scope="row" className="px-3 py-3 font-semibold text-ink sm:px-4">
                  {plan.duration}
                  <span className="hidden text-xs font-normal text-muted sm:block">{plan.description}</span>
                </th>
                <td className="px-3 py-3 text-ink sm:px-4">{plan.aprNormal}%</td>
                <td className={`px-3 py-3 font-semibold sm:px-4 ${promoLive ? "text-gold" : "text-ink"}`}>
                  {plan.aprPromo}%
                </td>
                <td className="px-3 py-3 text-muted sm:px-4">
                  +{exampleReward(plan.months, plan.aprNormal)}
                  <span className="block text-xs">promo +{exampleReward(plan.months, plan.aprPromo)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-muted">
        Rewards are estimates: simple interest, the APR pro rata for the term. Token amounts are kept to 6
        decimals.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {VESTING_TYPES.map((vesting) => (
          <article key={vesting.type} className="rounded-2xl border border-line bg-surface p-5">
            <p className="font-mono text-xs text-jade">{vesting.type}</p>
            <h3 className="mt-1 font-display text-lg font-semibold">{vesting.title}</h3>
            <p className="mt-2 text-sm text-muted">{vesting.body}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
