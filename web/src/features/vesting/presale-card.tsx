import { useMessages } from "../../i18n/messages.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { localFigures } from "../../lib/figure-locale.ts";
import { formatTokenAmount } from "../../lib/format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { PRESALE_STATUS } from "./content.ts";
import { vestingMessages } from "./messages.ts";
import { usePresale } from "./vesting-queries.ts";

const TONE = { "Not started": "neutral", Active: "jade", Finished: "gold" } as const;

/**
 * The public presale (docs/product/economy.md §2: sale status Not started, Active, Finished, read on chain): sale 1
 * of our presale contract as the server read it, with sold / pool, the price and the buyers. Without
 * a configured contract it says so; a failed chain read shows the spec's message and Reload.
 */
export function PresaleCard() {
  const t = useMessages(vestingMessages);
  const presale = usePresale();
  const data = presale.data;
  return (
    <Card
      as="section"
      aria-labelledby="presale-title"
      className="flex flex-col gap-4 p-4 sm:p-6"
      data-testid="presale"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="presale-title" className="font-display text-lg font-semibold">
          {t("presaleTitle")}
        </h2>
        {data?.configured ? <Badge tone={TONE[data.status]}>{t(PRESALE_STATUS[data.status])}</Badge> : null}
      </div>
      {presale.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner /> {t("presaleReading")}
        </p>
      ) : presale.isError ? (
        <div className="flex flex-col gap-3">
          <Notice tone="error">
            {presale.error instanceof ApiRequestError && presale.error.status >= 500
              ? t("presaleFailed")
              : t("presaleNoData")}
          </Notice>
          <Button variant="secondary" onClick={() => presale.refetch()} loading={presale.isFetching}>
            {t("reload")}
          </Button>
        </div>
      ) : !data?.configured ? (
        <Notice>{t("presaleNotConfigured")}</Notice>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Figure label={t("presaleStatus")} value={t(PRESALE_STATUS[data.status])} />
            <Figure label={t("tokenPrice")} value={`$${localFigures(data.tokenPrice)}`} />
            <Figure
              label={t("sold")}
              value={`${formatTokenAmount(Number(data.soldAmountOfTokens))} / ${formatTokenAmount(Number(data.poolOfTokens))}`}
            />
            <Figure label={t("buyers")} value={localFigures(String(data.buyers))} />
          </dl>
          <ProgressBar
            value={data.soldPercent}
            label={t("presaleProgress")}
            valueText={t("presaleSoldPercent", { percent: localFigures(String(data.soldPercent)) })}
          />
        </>
      )}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
