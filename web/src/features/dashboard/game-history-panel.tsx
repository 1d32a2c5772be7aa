import type { BetHistoryItem } from "@jadeverse/api/client/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { formatDateTime } from "../../i18n/formats.ts";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { gameName } from "../../lib/games.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayer } from "../../lib/queries/users.ts";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { betHistoryQuery } from "./dashboard-queries.ts";
import { dashboardMessages } from "./messages.ts";

/** The player's recent wins and losses (docs/product/economy.md §2, §5, §8): loading, error, empty and list states. */
export function GameHistoryPanel() {
  const { api } = usePlatform();
  const userId = usePlayer().data?.id;
  const history = useQuery(betHistoryQuery(api, userId));
  const t = useMessages(dashboardMessages);
  return (
    <Card as="section" aria-labelledby="history-heading" className="flex flex-col gap-3 p-5">
      <h2 id="history-heading" className="font-display text-lg font-semibold">
        {t("historyTitle")}
      </h2>
      {history.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t("historyLoading")}
        </p>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t("historyFailed")}
        </p>
      ) : history.data.length === 0 ? (
        <div className="text-sm">
          <p className="font-semibold">{t("historyEmptyTitle")}</p>
          <p className="text-muted">{t("historyEmptyHint")}</p>
        </div>
      ) : (
        <section
          aria-label={t("historyRecent")}
          className="max-h-80 overflow-y-auto"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
        >
          <ul className="flex flex-col divide-y divide-line">
            {history.data.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      )}
    </Card>
  );
}

function HistoryRow({ item }: { item: BetHistoryItem }) {
  const t = useMessages(dashboardMessages);
  const locale = useAtomValue(localeAtom);
  const win = item.metricType === "win";
  const gems = item.gemsAmount !== 0;
  return (
    <li className="flex items-center gap-3 py-2 text-sm">
      <span className={`w-12 font-bold uppercase ${win ? "text-success" : "text-danger"}`}>
        {win ? t("historyWin") : t("historyLose")}
      </span>
      <span className="flex-1">
        <span className="block font-semibold">{gameName(t, item.gameType)}</span>
        <span className="text-xs text-muted">{formatDateTime(item.createdAt, locale)}</span>
      </span>
      <span className="flex items-center gap-1 font-semibold">
        <CurrencyIcon currency={gems ? "gems" : "coins"} className="size-4" />
        {formatLargeNumber(gems ? item.gemsAmount : item.coinsAmount)}
      </span>
    </li>
  );
}
