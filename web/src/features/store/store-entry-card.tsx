import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { entryName, priceLabel } from "./entry.ts";
import { EntryCardFace } from "./entry-card-face.tsx";
import { storeMessages } from "./messages.ts";

/** One store entry: picture, name, rarity, type, price; Owned, or Buy Now; Preview (docs/product/economy.md §2). */
export function StoreEntryCard({
  entry,
  onBuy,
  onPreview,
}: {
  entry: StoreEntry;
  onBuy(): void;
  onPreview(): void;
}) {
  const t = useMessages(storeMessages);
  const name = entryName(entry);
  return (
    <li
      data-testid="store-entry"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <EntryCardFace entry={entry} />
      <p data-testid="entry-price" className="flex items-center gap-1 font-semibold">
        {entry.priceGems > 0 && <CurrencyIcon currency="gems" className="size-4" />}
        {priceLabel(entry.priceGems, t)}
      </p>
      <div className="mt-auto flex flex-col gap-2">
        <Button
          className="w-full whitespace-nowrap"
          disabled={entry.isOwned}
          onClick={onBuy}
          aria-label={t(entry.isOwned ? "ownedName" : "buyNowName", { name })}
        >
          {t(entry.isOwned ? "owned" : "buyNow")}
        </Button>
        <Button
          variant="secondary"
          className="w-full"
          onClick={onPreview}
          aria-label={t("previewName", { name })}
        >
          {t("preview")}
        </Button>
      </div>
    </li>
  );
}
