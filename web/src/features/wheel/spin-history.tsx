import type { SpinHistoryEntry } from "@jadeverse/api/client/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatWheelCoins, timeAgo } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { VERIFY_PATH, WHEEL_MESSAGES } from "./constants.ts";
import { slideWidth, useSlidesPerView } from "./slides-per-view.ts";
import { wheelHistoryQuery } from "./wheel-queries.ts";

/** "Just now", "5 minutes ago", … (docs/product/economy.md §9), or "Unknown time" when the date is unreadable. */
const spinTime = (iso: string): string => timeAgo(iso) ?? WHEEL_MESSAGES.unknownTime;

const outcome = (entry: SpinHistoryEntry) =>
  entry.reward.type === "coins"
    ? `${formatWheelCoins(entry.rewardValue)} coins`
    : entry.reward.type === "nft"
      ? entry.rewardLabel
      : "No prize";

/** The player's spins, newest first, with Load More (docs/product/economy.md §5: loading, error, empty, list). */
export function SpinHistory() {
  const { api } = usePlatform();
  const history = useInfiniteQuery(wheelHistoryQuery(api));
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];
  const width = slideWidth(useSlidesPerView());
  return (
    <section aria-labelledby="spin-history-title" className="mt-8">
      <h2 id="spin-history-title" className="font-display text-lg font-bold text-ink">
        Spin history
      </h2>
      {history.isPending ? (
        <Spinner className="mt-4 size-6" />
      ) : history.isError ? (
        <p className="mt-4 text-sm text-danger" role="alert">
          {WHEEL_MESSAGES.historyFailed}
        </p>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{WHEEL_MESSAGES.historyEmpty}</p>
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
                  {outcome(entry)}
                </p>
                <p className="text-xs text-muted">{spinTime(entry.createdAt)}</p>
                <p className="text-xs text-muted">Nonce {entry.nonce}</p>
                <Link
                  className="mt-1 inline-block text-xs font-semibold text-jade underline"
                  to={`${VERIFY_PATH}?spin=${entry.id}`}
                >
                  Verify spin
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
              Load More
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
