import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formatTokenAmount } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { PLAN_DESCRIPTIONS, TOKEN_SYMBOL, VESTING_TYPES } from "./content.ts";
import { utcMoment } from "./dates.ts";
import { type TokenTranslate, tokenMessages } from "./messages.ts";
import {
  estimatedReward,
  type PromoStatus,
  promoStatus,
  STAKING_PLANS,
  STAKING_PROMO_WINDOW_DAYS,
} from "./staking.ts";
import { formatPercent } from "./token-units.ts";

const EXAMPLE_STAKE = 10_000;

/** The example reward, to the cent-like 2 decimals a table can show. */
function exampleReward(months: number, apr: number): string {
  return formatTokenAmount(Math.round(estimatedReward(EXAMPLE_STAKE, months, apr) * 100) / 100);
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

/** The launch promo's badge and line: live (until when), upcoming (from when), or ended. */
function promoCopy(t: TokenTranslate, status: PromoStatus, utc: (date: Date) => string) {
  if (status.kind === "live")
    return { badge: t("promoLive"), text: t("promoLiveText", { endsAt: utc(status.endsAt) }) };
  if (status.kind === "upcoming")
    return {
      badge: t("promoUpcoming"),
      text: t("launchPromoUpcomingText", { startsAt: utc(status.startsAt), endsAt: utc(status.endsAt) }),
    };
  return { badge: t("promoEnded"), text: t("launchPromoEndedText", { endedAt: utc(status.endedAt) }) };
}

function PromoBanner({ status }: { status: PromoStatus }) {
  const t = useMessages(tokenMessages);
  const locale = useAtomValue(localeAtom);
  const copy = promoCopy(t, status, (date) => utcMoment(date, locale));
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

/** A plan's line under its term, hidden on narrow screens. */
function PlanDescription({ t, months }: { t: TokenTranslate; months: number }) {
  const description = PLAN_DESCRIPTIONS[months];
  return description ? (
    <span className="hidden text-xs font-normal text-muted sm:block">{t(description)}</span>
  ) : null;
}

/**
 * docs/product/platform.md §9 staking: the six plans with both APRs, the 7-day promo rule and whether it is live
 * now, and the two vesting types.
 */
export function StakingSection() {
  const t = useMessages(tokenMessages);
  const status = promoStatus(useNow());
  const promoLive = status.kind === "live";
  const example = { amount: formatTokenAmount(EXAMPLE_STAKE), symbol: TOKEN_SYMBOL };
  return (
    <section aria-labelledby="staking-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="staking-heading" className="font-display text-2xl font-bold sm:text-3xl">
          {t("stakingHeading")}
        </h2>
        <p className="max-w-3xl text-muted">
          {t("stakingIntro", { symbol: TOKEN_SYMBOL, days: STAKING_PROMO_WINDOW_DAYS })}
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
            {t("tableCaption", example)}
          </caption>
          <thead className="bg-raised text-xs uppercase tracking-[0.12em] text-muted">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t("columnTerm")}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t("columnNormalApr")}
              </th>
              <th scope="col" className={`px-3 py-3 sm:px-4 ${promoLive ? "text-gold" : ""}`}>
                {t("columnPromoApr")}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4">
                {t("columnExample", example)}
              </th>
            </tr>
          </thead>
          <tbody>
            {STAKING_PLANS.map((plan) => (
              <tr key={plan.id} className="border-t border-line">
                <th scope="row" className="px-3 py-3 font-semibold text-ink sm:px-4">
                  {t("planTerm", { months: plan.months })}
                  <PlanDescription t={t} months={plan.months} />
                </th>
                <td className="px-3 py-3 text-ink sm:px-4">{formatPercent(plan.aprNormal)}</td>
                <td className={`px-3 py-3 font-semibold sm:px-4 ${promoLive ? "text-gold" : "text-ink"}`}>
                  {formatPercent(plan.aprPromo)}
                </td>
                <td className="px-3 py-3 text-muted sm:px-4">
                  +{exampleReward(plan.months, plan.aprNormal)}
                  <span className="block text-xs">
                    {t("promoReward", { reward: exampleReward(plan.months, plan.aprPromo) })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-xs text-muted">{t("estimatesNote")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {VESTING_TYPES.map((vesting) => (
          <article key={vesting.type} className="rounded-2xl border border-line bg-surface p-5">
            <p className="font-mono text-xs text-jade">{vesting.type}</p>
            <h3 className="mt-1 font-display text-lg font-semibold">{t(vesting.title)}</h3>
            <p className="mt-2 text-sm text-muted">{t(vesting.body)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
