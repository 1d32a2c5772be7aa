import type { StakerView, StakeView } from "@jadeverse/api/client/staking";
import { useAtomValue } from "jotai";
import { useId } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { VESTING_TYPES } from "../token/content.ts";
import { tokenMessages } from "../token/messages.ts";
import { noticeText, type StakingMessage, type StakingNotice, stakingMessages } from "./messages.ts";
import { formatTokens, stageMessage, stakeDate, successMessage } from "./staking-rules.ts";
import type { ActionState } from "./use-staking-actions.ts";

type Staker = Extract<StakerView, { configured: true }>;

const STATUS: Record<StakeView["status"], { label: StakingMessage; tone: "jade" | "gold" | "neutral" }> = {
  locked: { label: "statusLocked", tone: "neutral" },
  matured: { label: "statusEnded", tone: "gold" },
  withdrawn: { label: "statusWithdrawn", tone: "neutral" },
};

function StakeCard({
  stake,
  symbol,
  action,
  busy,
  onWithdraw,
  onClaim,
}: {
  stake: StakeView;
  symbol: string;
  action: ActionState;
  busy: boolean;
  onWithdraw(): void;
  onClaim(): void;
}) {
  const t = useMessages(stakingMessages);
  const tokenT = useMessages(tokenMessages);
  const locale = useAtomValue(localeAtom);
  const noteId = useId();
  const vestingTitle = VESTING_TYPES.find((v) => v.type === stake.vesting)?.title;
  const status = STATUS[stake.status];
  const pending = (key: string) => action.status === "pending" && action.key === key;
  const withdrawn = stake.status === "withdrawn";
  // A FullVesting stake withdrawn early was paid its principal only: the reward went back to the pool.
  const forfeited = withdrawn && stake.rewardPaid !== stake.reward;
  const tokens = (amount: string) => `${formatTokens(amount)} ${symbol}`;
  const endsAt = stakeDate(stake.endsAt, locale);
  const rows: [string, string][] = [
    [t("rowStaked"), tokens(stake.amount)],
    withdrawn
      ? [
          t("rowRewardPaid"),
          forfeited
            ? t("restForfeited", { amount: formatTokens(stake.rewardPaid), symbol })
            : tokens(stake.rewardPaid),
        ]
      : [t("rowReward"), tokens(stake.reward)],
    ...(stake.vesting === "EarlyVesting" && !withdrawn
      ? ([
          [t("rowRewardPaid"), tokens(stake.rewardPaid)],
          [t("rowClaimable"), tokens(stake.claimable)],
        ] as [string, string][])
      : []),
    [t("rowStarted"), stakeDate(stake.startedAt, locale)],
    [t("rowEnds"), endsAt],
  ];
  const note = withdrawn
    ? null
    : stake.forfeitsReward
      ? t("noteEarlyWithdraw", { date: endsAt })
      : !stake.canWithdraw
        ? t("noteLockedUntil", { date: endsAt })
        : null;
  return (
    <li>
      <Card
        as="article"
        className="flex h-full flex-col gap-3 p-4"
        data-testid="stake"
        aria-label={t("stakeLabel", { number: String(stake.id + 1) })}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-ink">
            {t("stakeTitle", {
              months: stake.months,
              vesting: vestingTitle ? tokenT(vestingTitle) : stake.vesting,
            })}
          </h3>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {note ? (
          <p id={noteId} className="text-xs text-muted">
            {note}
          </p>
        ) : null}
        {withdrawn ? null : (
          <div className="mt-auto flex flex-wrap gap-2">
            {stake.vesting === "EarlyVesting" ? (
              <Button
                variant="secondary"
                disabled={!stake.canClaim || busy}
                loading={pending(`claim-${stake.id}`)}
                onClick={onClaim}
              >
                {t("claimReward")}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={!stake.canWithdraw || busy}
              loading={pending(`withdraw-${stake.id}`)}
              onClick={onWithdraw}
              aria-describedby={note ? noteId : undefined}
            >
              {stake.forfeitsReward ? t("withdrawEarly") : t("withdraw")}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}

/** The result of a withdraw or claim, above the list (the stake form shows its own). */
function ListStatus({ action, symbol }: { action: ActionState; symbol: string }) {
  const t = useMessages(stakingMessages);
  if (action.status === "idle" || action.key === "stake") return null;
  if (action.status === "pending")
    return (
      <Notice>
        <Spinner />
        {noticeText(t, stageMessage(action.kind, action.stage, symbol))}
      </Notice>
    );
  return <Notice tone={action.status}>{noticeText(t, action.message)}</Notice>;
}

/**
 * The connected wallet's stakes, newest first, as the contract has them: each with its figures and
 * the actions the contract allows now (claim for EarlyVesting once something accrued; withdraw at the
 * end, or early for FullVesting, giving up the reward).
 */
export function StakesList({
  staker,
  symbol,
  action,
  busy,
  onWithdraw,
  onClaim,
}: {
  staker: Staker;
  symbol: string;
  action: ActionState;
  busy: boolean;
  onWithdraw(stakeId: number, success: StakingNotice): void;
  onClaim(stakeId: number, success: StakingNotice): void;
}) {
  const t = useMessages(stakingMessages);
  const stakes = [...staker.stakes].reverse();
  return (
    <div className="flex flex-col gap-3">
      <ListStatus action={action} symbol={symbol} />
      {stakes.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line p-5 text-sm text-muted">{t("noStakes")}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="stakes">
          {stakes.map((stake) => (
            <StakeCard
              key={stake.id}
              stake={stake}
              symbol={symbol}
              action={action}
              busy={busy}
              onWithdraw={() => onWithdraw(stake.id, successMessage("withdraw", { symbol }))}
              onClaim={() => onClaim(stake.id, successMessage("claim", { symbol }))}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
