import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber, formatWinRate } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { REFERRAL_BONUS_SHOWN_GEMS } from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import { ReferralLinkField } from "./referral-link-field.tsx";
import { type ReferralStatistics, useReferralStatistics } from "./settings-queries.ts";
import { referralDate } from "./settings-rules.ts";

/** Referral Program (docs/product/economy.md §2, §3 "Referral statistics", §8 'Unable to load referral statistics'). */
export function ReferralTab() {
  const t = useMessages(settingsMessages);
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" glow aria-labelledby="referral-title" className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id="referral-title" className="font-display text-2xl font-semibold">
            {t("tabReferral")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("refIntro", { gems: REFERRAL_BONUS_SHOWN_GEMS })}</p>
        </div>
        <ReferralLinkField />
      </Card>
      <ReferralFigures />
    </div>
  );
}

function ReferralFigures() {
  const t = useMessages(settingsMessages);
  const statistics = useReferralStatistics();
  if (statistics.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted">
        <Spinner /> {t("refLoading")}
      </p>
    );
  if (statistics.isError)
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm font-medium text-danger">{t("refLoadFailed")}</p>
        <Button variant="secondary" onClick={() => void statistics.refetch()}>
          {t("retry")}
        </Button>
      </Card>
    );
  return (
    <>
      <StatusCards statistics={statistics.data} />
      <RecentReferrals referrals={statistics.data.recentReferrals} />
    </>
  );
}

function StatusCards({ statistics }: { statistics: ReferralStatistics }) {
  const t = useMessages(settingsMessages);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatusCard label={t("totalReferrals")} value={formatLargeNumber(statistics.totalReferrals)} />
      <StatusCard
        label={t("verifiedUsers")}
        value={formatLargeNumber(statistics.verifiedReferrals)}
        note={t("pending", { count: formatLargeNumber(statistics.pendingReferrals) })}
      />
      <StatusCard
        label={t("gemsEarned")}
        value={formatLargeNumber(statistics.earnings.totalGemsEarned)}
        icon={<CurrencyIcon currency="gems" className="size-5" />}
      />
      <StatusCard label={t("successRate")} value={formatWinRate(statistics.conversionRate)} />
    </dl>
  );
}

function StatusCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: string;
  note?: string;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-line bg-surface px-4 py-3 shadow-(--shadow-card)">
      <dt className="text-xs font-semibold uppercase tracking-[0.08em] text-muted">{label}</dt>
      <dd className="flex items-center gap-2 font-display text-2xl font-semibold tabular-nums">
        {icon}
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

function RecentReferrals({ referrals }: { referrals: ReferralStatistics["recentReferrals"] }) {
  const t = useMessages(settingsMessages);
  const locale = useAtomValue(localeAtom);
  return (
    <Card as="section" aria-labelledby="recent-referrals" className="p-5 sm:p-6">
      <h3 id="recent-referrals" className="font-display text-lg font-semibold">
        {t("recentReferrals")}
      </h3>
      {referrals.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t("refNoData")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {referrals.map((referral) => (
            <li key={referral.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{referral.nickname || t("newUser")}</p>
                <p className="text-xs text-muted">{referralDate(referral.registeredAt, locale)}</p>
              </div>
              <Badge tone={referral.isVerified ? "jade" : "gold"}>
                {t(referral.isVerified ? "verified" : "pendingBadge")}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
