import type { SpinHistoryEntry } from "@jadeverse/api/client/contracts";
import type { CatalogueLocale } from "@jadeverse/api/client/i18n";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Link } from "react-router";
import { timeAgoIn } from "../../i18n/formats.ts";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { formatWheelCoins } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { VERIFY_PATH } from "./constants.ts";
import { type WheelTranslate, wheelMessages } from "./messages.ts";
import { slideWidth, useSlidesPerView } from "./slides-per-view.ts";
import { wheelHistoryQuery } from "./wheel-queries.ts";
import { coinsText } from "./wheel-rules.ts";

/** "Just now", "5 minutes ago", … (docs/product/economy.md §9), or "Unknown time" when the date is unreadable. */
const spinTime = (t: WheelTranslate, iso: string, locale: CatalogueLocale): string =>
  timeAgoIn(iso, locale, t("justNow")) ?? t("unknownTime");

const outcome = (t: WheelTranslate, entry: SpinHistoryEntry) =>
  entry.reward.type === "coins"
    ? coinsText(t, formatWheelCoins(entry.rewardValue), entry.rewardValue)
    : entry.reward.type === "nft"
      ? entry.rewardLabel
      : t("noPrize");

/** The player's spins, newest first, with Load More (docs/product/economy.md §5: loading, error, empty, list). */
export function SpinHistory() {
  const { api } = usePlatform();
  const t = useMessages(wheelMessages);
  const locale = useAtomValue(localeAtom);
  const history = useInfiniteQuery(wheelHistoryQuery(api));
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const width = slideWidth(useSlidesPerView());
  return (
    <section aria-labelledby="spin-history-title" className="mt-8">
      <h2 id="spin-history-title" className="font-display text-lg font-bold text-ink">
        {t("spinHistory")}
      </h2>
      {history.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : history.isError ? (
        <p className="mt-4 text-sm text-danger" role="alert">
          {t("historyFailed")}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t("historyEmpty")}</p>
      ) : (
        <>
          <ul className="mt-4 flex snap-x gap-3 overflow-x-auto pb-2" data-testid="spin-history">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="shrink-0 snap-start rounded-card border border-line bg-raised p-3 text-sm"
                style={{ width }}
                data-testid="spin-history-entry"
              >
                <p className="font-semibold text-ink" data-figure="wheel">
                  {outcome(t, entry)}
                </p>
                <p className="text-xs text-muted">{spinTime(t, entry.createdAt, locale)}</p>
                <p className="text-xs text-muted">{t("nonceLine", { nonce: entry.nonce })}</p>
                <Link
                  className="mt-1 inline-block text-xs font-semibold text-jade underline"
                  to={`${VERIFY_PATH}?spin=${entry.id}`}
                >
                  {t("verifySpin")}
                </Link>
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-3"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t("loadMore")}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
