import type { StakingVestingType } from "@jadeverse/api/client/staking";
import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { rewardUnits } from "../token/staking.ts";
import { noticeText, type StakingNotice, stakingMessages } from "./messages.ts";
import { VestingPicker } from "./plan-picker.tsx";
import {
  checkAmount,
  formatApr,
  formatTokenUnits,
  maturityOf,
  type PlanCard,
  stageMessage,
  stakeDate,
  successMessage,
} from "./staking-rules.ts";
import type { ActionState } from "./use-staking-actions.ts";

/** What the calculator starts with, so it shows a figure before anything is typed. */
const EXAMPLE_AMOUNT = "1000";

export interface StakePanelProps {
  plan: PlanCard;
  promoLive: boolean;
  symbol: string;
  decimals: number;
  /** Staking is open (a contract is configured): the panel can stake, not only calculate. */
  open: boolean;
  /** The connected wallet's balance in base units; null without a wallet (or before it is read). */
  balance: { units: bigint; text: string } | null;
  walletConnected: boolean;
  action: ActionState;
  busy: boolean;
  onConnect(): void;
  onStake(
    stake: { planId: number; vesting: StakingVestingType; amount: bigint },
    success: StakingNotice,
  ): void;
}

/** The stake's result lines: the calculator (amount × APR × months / 12, exact to the token's 6 decimals). */
function Calculator({
  plan,
  apr,
  amount,
  vesting,
  symbol,
  decimals,
}: {
  plan: PlanCard;
  apr: number;
  amount: bigint;
  vesting: StakingVestingType;
  symbol: string;
  decimals: number;
}) {
  const t = useMessages(stakingMessages);
  const locale = useAtomValue(localeAtom);
  const reward = rewardUnits(amount, plan.months, apr);
  const ends = stakeDate(maturityOf(plan.months, new Date()).toISOString(), locale);
  const rows: [string, string][] = [
    [t("aprNow"), formatApr(apr)],
    [t("rewardOver", { months: plan.months }), `${formatTokenUnits(reward, decimals)} ${symbol}`],
    [t("stakePlusReward"), `${formatTokenUnits(amount + reward, decimals)} ${symbol}`],
    vesting === "EarlyVesting"
      ? [
          t("rewardClaimable"),
          t("monthlyAccrual", {
            amount: formatTokenUnits(reward / BigInt(plan.months), decimals),
            symbol,
          }),
        ]
      : [t("paidOut"), t("paidWithStake", { date: ends })],
  ];
  return (
    <dl
      className="grid gap-2 rounded-2xl border border-line bg-raised/60 p-4 text-sm"
      data-testid="staking-calculator"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ActionStatus({ action, symbol }: { action: ActionState; symbol: string }) {
  const t = useMessages(stakingMessages);
  if (action.status === "idle" || action.key !== "stake") return null;
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
 * Vesting, amount and the reward calculator for the chosen plan, and the stake button: connect first
 * without a wallet; disabled while the amount is not a valid one or another action runs.
 */
export function StakePanel(props: StakePanelProps) {
  const { plan, promoLive, symbol, decimals, balance } = props;
  const t = useMessages(stakingMessages);
  const [vesting, setVesting] = useState<StakingVestingType>("FullVesting");
  const [amountText, setAmountText] = useState(EXAMPLE_AMOUNT);
  const headingId = useId();
  const check = checkAmount(amountText, decimals, balance?.units ?? null, symbol);
  const apr = promoLive ? plan.aprPromoBps : plan.aprNormalBps;
  const stakeNow = () => {
    if (!check.ok) return;
    const success = successMessage("stake", {
      amount: formatTokenUnits(check.units, decimals),
      months: plan.months,
      symbol,
    });
    props.onStake({ planId: plan.id, vesting, amount: check.units }, success);
  };
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-5 p-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-display text-xl font-semibold">
          {t("calculatorHeading")}
        </h2>
        <p className="text-sm text-muted">
          {t(promoLive ? "calculatorRulePromo" : "calculatorRule", {
            months: plan.months,
            apr: formatApr(apr),
            decimals,
          })}
        </p>
      </div>
      <VestingPicker selected={vesting} onSelect={setVesting} />
      <div className="flex flex-col gap-2">
        <TextField
          label={t("amountLabel", { symbol })}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={check.ok || !check.error ? null : noticeText(t, check.error)}
        />
        {balance ? (
          <div className="flex items-center justify-between gap-3 text-sm text-muted">
            <span data-testid="staking-balance">
              {t("inWallet", { amount: formatTokenUnits(balance.units, decimals), symbol })}
            </span>
            <Button
              variant="ghost"
              onClick={() => setAmountText(balance.text)}
              disabled={balance.units === 0n}
            >
              {t("max")}
            </Button>
          </div>
        ) : null}
      </div>
      <Calculator
        plan={plan}
        apr={apr}
        amount={check.units ?? 0n}
        vesting={vesting}
        symbol={symbol}
        decimals={decimals}
      />
      {!props.open ? null : props.walletConnected ? (
        <Button
          size="lg"
          onClick={stakeNow}
          disabled={!check.ok || props.busy}
          loading={props.action.status === "pending" && props.action.key === "stake"}
        >
          {check.ok
            ? t("stakeAmount", { amount: formatTokenUnits(check.units, decimals), symbol })
            : t("stakeSymbol", { symbol })}
        </Button>
      ) : (
        <Button size="lg" onClick={props.onConnect}>
          {t("connectToStake")}
        </Button>
      )}
      <ActionStatus action={props.action} symbol={symbol} />
    </Card>
  );
}
