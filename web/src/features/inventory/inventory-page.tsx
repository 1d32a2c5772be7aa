import type { InventoryEntry } from "@jadeverse/api/client/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useLoadMore } from "../../lib/use-load-more.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { entryKey } from "../store/entry.ts";
import { AvatarCarousel } from "./avatar-carousel.tsx";
import { INVENTORY_BUBBLES } from "./constants.ts";
import { InventoryCard } from "./inventory-card.tsx";
import { inventoryQuery } from "./inventory-queries.ts";
import { inventoryMessages } from "./messages.ts";
import { InventoryPreview } from "./preview-dialog.tsx";
import { useEquip } from "./use-equip.ts";

const STORE_PATH = `${ROUTES.dashboard}/store`;

/** `/dashboard/inventory` (docs/product/economy.md §2 Inventory): avatar carousel, filter bubbles, owned entries. */
export function InventoryPage() {
  const t = useMessages(inventoryMessages);
  const { api } = usePlatform();
  const [bubble, setBubble] = useState(INVENTORY_BUBBLES[0]);
  const [preview, setPreview] = useState<InventoryEntry | null>(null);
  const avatars = useInfiniteQuery(inventoryQuery(api, ["AVATAR", "SKIN"]));
  const list = useInfiniteQuery(inventoryQuery(api, bubble?.types ?? []));
  // The carousel shows every owned avatar (a player has few): load their pages one after another.
  const {
    hasNextPage: moreAvatars,
    isFetchingNextPage: fetchingAvatars,
    fetchNextPage: nextAvatars,
  } = avatars;
  useEffect(() => {
    if (moreAvatars && !fetchingAvatars) void nextAvatars();
  }, [moreAvatars, fetchingAvatars, nextAvatars]);
  // The grid loads 20 more of each list as its end scrolls into view.
  const more = useLoadMore(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, list.hasNextPage);
  const entries = list.data?.pages.flatMap((page) => page.entries) ?? [];
  const equip = useEquip();
  const change = (action: "equip" | "unequip", entry: InventoryEntry) =>
    equip.mutate({ action, entry }, { onSuccess: () => setPreview(null) });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6">
      <h1 className="font-display text-2xl font-bold">{t("title")}</h1>
      <AvatarCarousel
        skins={avatars.data?.pages.flatMap((page) => page.skins) ?? []}
        busy={equip.isPending}
        onUse={(skin) => change("equip", skin)}
      />
      <fieldset aria-label={t("filter")} className="flex flex-wrap gap-2">
        {INVENTORY_BUBBLES.map((option) => (
          <button
            key={option.id}
            type="button"
            disabled={option.disabled}
            aria-pressed={bubble?.id === option.id}
            onClick={() => setBubble(option)}
            className="rounded-full border border-edge px-4 py-1.5 text-sm aria-pressed:border-jade aria-pressed:bg-jade/15 aria-pressed:font-semibold aria-pressed:text-jade disabled:opacity-40"
          >
            {t(option.label)}
          </button>
        ))}
      </fieldset>
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
        <div className="flex flex-col items-center gap-3 py-16">
          <p className="text-muted">{t("empty")}</p>
          <Link to={STORE_PATH} className={buttonClasses()}>
            {t("visitStore")}
          </Link>
        </div>
      ) : (
        <ul aria-label={t("items")} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {entries.map((entry) => (
            <InventoryCard
              key={entryKey(entry)}
              entry={entry}
              busy={equip.isPending}
              onEquip={() => change("equip", entry)}
              onUnequip={() => change("unequip", entry)}
              onPreview={() => setPreview(entry)}
            />
          ))}
        </ul>
      )}
      <div ref={more} aria-hidden={!list.isFetchingNextPage}>
        {list.isFetchingNextPage && <p className="py-4 text-center text-muted">{t("loadingMore")}</p>}
      </div>
      {preview && (
        <InventoryPreview
          entry={preview}
          busy={equip.isPending}
          onEquip={() => change("equip", preview)}
          onClose={() => setPreview(null)}
        />
      )}
    </div>
  );
}
