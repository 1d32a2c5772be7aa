import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { STORE_TEXT } from "./constants.ts";
import { entryImage, entryName, entryTypeLabel, priceLabel } from "./entry.ts";
import { usePurchase } from "./use-purchase.ts";

/** Buy Now's dialog: Close, and Purchase (or Claim when free) (docs/product/economy.md §2). */
export function PurchaseDialog({ entry, onClose }: { entry: StoreEntry; onClose(): void }) {
  const purchase = usePurchase(onClose);
  const free = entry.priceGems === 0;
  return (
    <Dialog
      title={entryName(entry)}
      description={`${entry.rarity} · ${entryTypeLabel(entry)}`}
      onClose={onClose}
    >
      <div className="flex flex-col items-center gap-4">
        <img src={entryImage(entry, "preview")} alt="" className="size-48 object-contain" />
        <p className="text-lg font-semibold">
          {priceLabel(entry.priceGems)}
          {free ? "" : " gems"}
        </p>
        <div className="flex w-full gap-2">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {STORE_TEXT.close}
          </Button>
          <Button className="flex-1" loading={purchase.isPending} onClick={() => purchase.mutate(entry)}>
            {free ? STORE_TEXT.claim : STORE_TEXT.purchase}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Preview: the entry's big picture. */
export function PreviewDialog({ entry, onClose }: { entry: StoreEntry; onClose(): void }) {
  return (
    <Dialog
      title={entryName(entry)}
      description={`${entry.rarity} · ${entryTypeLabel(entry)}`}
      onClose={onClose}
      size="lg"
    >
      <img
        src={entryImage(entry, "preview")}
        alt={entryName(entry)}
        className="mx-auto max-h-[60vh] object-contain"
      />
    </Dialog>
  );
}
