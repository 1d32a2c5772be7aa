import type { InvestorPath, InvestorRecord } from "@jadeverse/api/client/vesting";
import { useMessages } from "../../i18n/messages.ts";
import { localFigures } from "../../lib/figure-locale.ts";
import { formatTokenAmount, formatTokenPrice, formatUsd } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CliffCountdown } from "./cliff-countdown.tsx";
import { vestingMessages } from "./messages.ts";
import { ScheduleChart } from "./schedule-chart.tsx";
import { CLIFF_TARGETS, firstAndLast4, vestingSchedule } from "./vesting-rules.ts";

/**
 * An investor's allocation (docs/product/economy.md §2): token balance, total invested, the round's price and TGE
 * share ('0.00' reads Locked), the Solana wallet the tokens go to (first and last 4, or Add), the
 * schedule as a chart, and for private and team rounds the cliff countdown and the disabled CLAIM
 * TOKENS with its title and note.
 */
export function InvestorDetails({
  path,
  record,
  onEditWallet,
}: {
  path: InvestorPath;
  record: InvestorRecord;
  onEditWallet(): void;
}) {
  const t = useMessages(vestingMessages);
  const schedule = vestingSchedule(record);
  const months = (count: number) => t("months", { count, months: localFigures(String(count)) });
  const cliff = CLIFF_TARGETS[path];
  return (
    <div className="flex flex-col gap-4" data-testid="investor-details">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t("tokenBalance")} value={formatTokenAmount(schedule.total)} strong />
        <Figure label={t("totalInvested")} value={formatUsd(record.totalInvested)} />
        <Figure
          label={t("roundPrice")}
          value={record.roundPriceUsd > 0 ? formatTokenPrice(record.roundPriceUsd) : "—"}
        />
        <Figure
          label={t("atTge")}
          value={
            schedule.tgePercent > 0
              ? t("percent", { percent: localFigures(record.unlockAtTge) })
              : t("locked")
          }
        />
        <Figure label={t("cliff")} value={months(schedule.cliffMonths)} />
        <Figure label={t("vesting")} value={months(schedule.vestingMonths)} />
        <Figure label={t("monthly")} value={formatTokenAmount(schedule.monthly)} />
        <div className="flex flex-col gap-1 rounded-xl border border-line bg-raised p-3">
          <dt className="text-xs text-muted">{t("solanaWallet")}</dt>
          <dd className="flex items-center justify-between gap-2">
            {record.solanaWalletAddress ? (
              <span className="font-mono text-sm" title={record.solanaWalletAddress}>
                {firstAndLast4(record.solanaWalletAddress)}
              </span>
            ) : (
              <span className="text-sm text-muted">—</span>
            )}
            <Button variant="secondary" onClick={onEditWallet}>
              {record.solanaWalletAddress ? t("update") : t("add")}
            </Button>
          </dd>
        </div>
      </dl>
      <Card as="section" aria-label={t("schedule")} className="flex flex-col gap-2 p-4 sm:p-6">
        <h3 className="text-sm font-semibold text-muted">{t("schedule")}</h3>
        <ScheduleChart schedule={schedule} />
      </Card>
      {cliff !== undefined ? (
        <Card as="section" className="flex flex-col gap-4 p-4 sm:p-6">
          <CliffCountdown target={cliff} />
          <div className="flex flex-col gap-1">
            <Button disabled title={t("claimTitle")} aria-describedby={`claim-note-${path}`}>
              {t("claim")}
            </Button>
            <p id={`claim-note-${path}`} className="text-xs text-muted">
              {t("claimNote")}
            </p>
          </div>
        </Card>
      ) : null}
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-raised p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={strong ? "text-xl font-semibold tabular-nums" : "font-semibold tabular-nums"}>
        {value}
      </dd>
    </div>
  );
}
