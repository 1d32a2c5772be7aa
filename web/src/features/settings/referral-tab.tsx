import type { ReactNode } from "react";
import { formatDate, formatLargeNumber, formatWinRate } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { REFERRAL_MESSAGES } from "./constants.ts";
import { ReferralLinkField } from "./referral-link-field.tsx";
import { type ReferralStatistics, useReferralStatistics } from "./settings-queries.ts";

/** Referral Program (docs/product/economy.md §2, §3 "Referral statistics", §8 'Unable to load referral statistics'). */
export function ReferralTab() {
  return (
    <div className="flex flex-col gap-6">
      <Card as="section" glow aria-labelledby="referral-title" className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 id="referral-title" className="font-display text-2xl font-semibold">
            {REFERRAL_MESSAGES.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{REFERRAL_MESSAGES.intro}</p>
        </div>
        <ReferralLinkField />
      </Card>
      <ReferralFigures />
    </div>
  );
}

function ReferralFigures() {
  const statistics = useReferralStatistics();
  if (statistics.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted">
        <Spinner /> {REFERRAL_MESSAGES.loading}
      </p>
    );
  if (statistics.isError)
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
        <p className="text-sm font-medium text-danger">{REFERRAL_MESSAGES.loadFailed}</p>
        <Button variant="secondary" onClick={() => void statistics.refetch()}>
          Retry
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
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatusCard
        label={REFERRAL_MESSAGES.totalReferrals}
        value={formatLargeNumber(statistics.totalReferrals)}
      />
      <StatusCard
        label={REFERRAL_MESSAGES.verifiedUsers}
        value={formatLargeNumber(statistics.verifiedReferrals)}
        note={REFERRAL_MESSAGES.pending(formatLargeNumber(statistics.pendingReferrals))}
      />
      <StatusCard
        label={REFERRAL_MESSAGES.gemsEarned}
        value={formatLargeNumber(statistics.earnings.totalGemsEarned)}
        icon={<CurrencyIcon currency="gems" className="size-5" />}
      />
      <StatusCard label={REFERRAL_MESSAGES.successRate} value={formatWinRate(statistics.conversionRate)} />
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
  return (
    <Card as="section" aria-labelledby="recent-referrals" className="p-5 sm:p-6">
      <h3 id="recent-referrals" className="font-display text-lg font-semibold">
        {REFERRAL_MESSAGES.recentReferrals}
      </h3>
      {referrals.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{REFERRAL_MESSAGES.noData}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {referrals.map((referral) => (
            <li key={referral.id} className="flex items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{referral.nickname || REFERRAL_MESSAGES.newUser}</p>
                <p className="text-xs text-muted">{formatDate(referral.registeredAt)}</p>
              </div>
              <Badge tone={referral.isVerified ? "jade" : "gold"}>
                {referral.isVerified ? REFERRAL_MESSAGES.verified : REFERRAL_MESSAGES.pendingBadge}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
