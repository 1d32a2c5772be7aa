import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useLoadMore } from "../../lib/use-load-more.ts";
import { Button } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { entryKey } from "./entry.ts";
import { FilterPanel } from "./filter-panel.tsx";
import {
  activeFilterCount,
  filtersFromSearchParams,
  filtersToSearchParams,
  type StoreFilters,
} from "./filters.ts";
import { FiltersToggle } from "./filters-toggle.tsx";
import { storeMessages } from "./messages.ts";
import { PreviewDialog, PurchaseDialog } from "./purchase-dialog.tsx";
import { SearchBox } from "./search-box.tsx";
import { StoreEntryCard } from "./store-entry-card.tsx";
import { storeListQuery } from "./store-queries.ts";

type Open = { kind: "buy" | "preview"; entry: StoreEntry } | null;

/**
 * `/dashboard/store` (docs/product/economy.md §2 Store): filters in the query string (read on load, rewritten on
 * change), entries 20 at a time on scroll, Buy Now / Preview dialogs. A body only: the shells add chrome.
 * Below `lg` the filter panel folds behind a Filters button (a disclosure), so a phone's first screen
 * shows products; it starts open when the address carries filters, so a filtered link shows them.
 * From `lg` up it is the sticky side column.
 */
export function StorePage() {
  const t = useMessages(storeMessages);
  const { api } = usePlatform();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearchParams(params);
  const apply = (next: StoreFilters) => setParams(filtersToSearchParams(next));
  const list = useInfiniteQuery(storeListQuery(api, filters));
  const [open, setOpen] = useState<Open>(null);
  const more = useLoadMore(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, list.hasNextPage);
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  // The panel keeps its own draft; a new key resets it when the query string changes elsewhere.
  const filterKey = filtersToSearchParams({ ...filters, search: "" }).toString();
  const active = activeFilterCount(filters);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const panelId = useId();

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 py-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
      <div className="flex gap-2 lg:col-start-2">
        <SearchBox
          key={filters.search}
          applied={filters.search}
          onSearch={(search) => apply({ ...filters, search })}
        />
        <FiltersToggle
          className="lg:hidden"
          panelId={panelId}
          open={filtersOpen}
          active={active}
          onToggle={() => setFiltersOpen(!filtersOpen)}
        />
      </div>
      <aside
        id={panelId}
        className={`lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block ${filtersOpen ? "" : "hidden"}`}
      >
        <FilterPanel key={filterKey} applied={filters} onApply={apply} />
      </aside>
      <div className="flex min-w-0 flex-col gap-4 lg:col-start-2">
        {list.isPending ? (
          <div className="grid place-items-center py-16">
            <Spinner className="size-8" />
          </div>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16">
            <p>{t("loadFailed")}</p>
            <Button onClick={() => void list.refetch()}>{t("retry")}</Button>
          </div>
        ) : entries.length === 0 ? (
          <p className="py-16 text-center text-muted">{t("empty")}</p>
        ) : (
          <ul aria-label={t("storeList")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {entries.map((entry) => (
              <StoreEntryCard
                key={entryKey(entry)}
                entry={entry}
                onBuy={() => setOpen({ kind: "buy", entry })}
                onPreview={() => setOpen({ kind: "preview", entry })}
              />
            ))}
          </ul>
        )}
        <div ref={more} aria-hidden={!list.isFetchingNextPage}>
          {list.isFetchingNextPage && <p className="py-4 text-center text-muted">{t("loadingMore")}</p>}
        </div>
      </div>
      {open?.kind === "buy" && <PurchaseDialog entry={open.entry} onClose={() => setOpen(null)} />}
      {open?.kind === "preview" && <PreviewDialog entry={open.entry} onClose={() => setOpen(null)} />}
    </div>
  );
}
