import type { StakingProgram } from "@jadeverse/api/client/staking";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { TOKEN_DECIMALS } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { PageLoading } from "../../ui/page-loading.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { TOKEN_SYMBOL } from "../token/content.ts";
import { STAKING_PROMO_WINDOW_DAYS } from "../token/staking.ts";
import { unitsFromTokens } from "../token/token-units.ts";
import { evmChainById } from "../wallet/chains.ts";
import { shortenAddress } from "../wallet/format.ts";
import { useEvmWallet } from "../wallet/use-wallets.ts";
import { stakingMessages } from "./messages.ts";
import { PlanPicker } from "./plan-picker.tsx";
import { PromoBanner } from "./promo-banner.tsx";
import { StakePanel } from "./stake-panel.tsx";
import { StakesList } from "./stakes-list.tsx";
import { stakerQuery, stakingQuery } from "./staking-queries.ts";
import { formatTokens, type PlanCard, planCards, promoState, SPEC_PLAN_CARDS } from "./staking-rules.ts";
import { useStakingActions } from "./use-staking-actions.ts";

/** The 12-month plan is the one the page starts on (the middle of the range); else the first. */
const START_MONTHS = 12;

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The wallet's stakes: connect first; then as the contract has them. */
function YourStakes({
  program,
  actions,
}: {
  program: StakingProgram;
  actions: ReturnType<typeof useStakingActions> & { address: string | null };
}) {
  const t = useMessages(stakingMessages);
  const { api } = usePlatform();
  const setDialog = useSetDialog();
  const staker = useQuery({ ...stakerQuery(api, actions.address ?? ""), enabled: actions.address !== null });
  const symbol = program.token.symbol;
  let body: ReactNode;
  if (!actions.address)
    body = (
      <Card className="flex flex-col items-start gap-3 p-5">
        <p className="text-sm text-muted">{t("connectToSee")}</p>
        <Button onClick={() => setDialog({ kind: "wallet" })}>{t("connectWallet")}</Button>
      </Card>
    );
  else if (staker.isPending)
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> {t("readingStakes")}
      </p>
    );
  else if (staker.isError || !staker.data.configured)
    body = (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">{errorMessage(staker.error)}</Notice>
        <Button variant="secondary" onClick={() => staker.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  else
    body = (
      <StakesList
        staker={staker.data}
        symbol={symbol}
        action={actions.state}
        busy={actions.busy}
        onWithdraw={actions.withdraw}
        onClaim={actions.claim}
      />
    );
  return (
    <Section
      title={t("yourStakes")}
      aside={
        actions.address ? (
          <span className="font-mono text-xs text-muted" title={actions.address}>
            {shortenAddress(actions.address)}
          </span>
        ) : null
      }
    >
      {body}
    </Section>
  );
}

/**
 * `/dashboard/staking`. docs/product/platform.md §2 lists the page and says its content is not shown; this is our
 * design from the issue and docs/product/platform.md §9: the six plans with their normal and promo APR (the promo
 * badged while a stake made now earns it: within 7 days of the contract's reference time), the choice
 * of FullVesting or EarlyVesting, a reward calculator (amount × APR × months ÷ 12, 6-decimal amounts,
 * K/M/B/T from 100 000), and, with a wallet connected, staking through it (approve, then stake, on the
 * contract's chain) and the wallet's stakes with claim and withdraw where the contract allows them.
 * Everything comes from our staking contract (api/contracts/JadeVerseStaking.sol) as the server reads
 * it; without one configured the page says staking is not open yet and shows the spec's plans only.
 * A body only: the web and the Mini App add their chrome.
 */
export function StakingPage() {
  const t = useMessages(stakingMessages);
  const { api } = usePlatform();
  const setDialog = useSetDialog();
  const wallet = useEvmWallet();
  const query = useQuery(stakingQuery(api));
  const program = query.data?.configured ? query.data : null;
  const plans: readonly PlanCard[] = program ? planCards(program.plans) : SPEC_PLAN_CARDS;
  const [chosen, setChosen] = useState<number | null>(null);
  const address = program && wallet ? wallet.address : null;
  const actions = { ...useStakingActions(program, address), address };
  const staker = useQuery({ ...stakerQuery(api, address ?? ""), enabled: address !== null });

  if (query.isPending) return <PageLoading />;
  const plan = plans.find((p) => p.id === chosen) ?? plans.find((p) => p.months === START_MONTHS) ?? plans[0];
  const promo = program ? promoState(program.promo, program.chainTime) : null;
  const symbol = program?.token.symbol ?? TOKEN_SYMBOL;
  const decimals = program?.token.decimals ?? TOKEN_DECIMALS;
  const held = staker.data?.configured ? staker.data.balance : null;
  const balance = held === null ? null : { units: unitsFromTokens(held, decimals) ?? 0n, text: held };
  const chain = program ? evmChainById(program.chainId) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {t("pageHeading")}
        </h1>
        <p className="text-muted">{t("pageIntro", { symbol, days: STAKING_PROMO_WINDOW_DAYS })}</p>
      </header>

      {query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error">{errorMessage(query.error)}</Notice>
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : !program ? (
        <Notice>{t("notOpen")}</Notice>
      ) : null}
      {promo ? <PromoBanner promo={promo} /> : null}

      <Section title={t("plansTitle")}>
        <PlanPicker
          plans={plans}
          promoLive={promo?.kind === "live"}
          selected={plan?.id ?? 0}
          onSelect={setChosen}
        />
      </Section>

      {plan ? (
        <StakePanel
          plan={plan}
          promoLive={promo?.kind === "live"}
          symbol={symbol}
          decimals={decimals}
          open={program !== null}
          balance={balance}
          walletConnected={address !== null}
          action={actions.state}
          busy={actions.busy}
          onConnect={() => setDialog({ kind: "wallet" })}
          onStake={actions.stake}
        />
      ) : null}

      {program ? <YourStakes program={program} actions={actions} /> : null}

      {program ? (
        <p className="text-xs text-muted">
          {richText(
            chain
              ? t("contractNote", { chain: chain.name, amount: formatTokens(program.rewardPool), symbol })
              : t("contractNoteChainId", {
                  chainId: String(program.chainId),
                  amount: formatTokens(program.rewardPool),
                  symbol,
                }),
            { 0: () => <span className="font-mono">{shortenAddress(program.contract)}</span> },
          )}
        </p>
      ) : null}
    </div>
  );
}
