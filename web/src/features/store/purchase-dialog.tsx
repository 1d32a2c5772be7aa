import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { entryImage, entryName, entrySummary, priceInGems } from "./entry.ts";
import { storeMessages } from "./messages.ts";
import { usePurchase } from "./use-purchase.ts";

/** Buy Now's dialog: Close, and Purchase (or Claim when free) (docs/product/economy.md §2). */
export function PurchaseDialog({ entry, onClose }: { entry: StoreEntry; onClose(): void }) {
  const t = useMessages(storeMessages);
  const purchase = usePurchase(onClose);
  const free = entry.priceGems === 0;
  return (
    <Dialog title={entryName(entry)} description={entrySummary(entry, t)} onClose={onClose}>
      <div className="flex flex-col items-center gap-4">
        <img src={entryImage(entry, "preview")} alt="" className="size-48 object-contain" />
        <p className="text-lg font-semibold">{priceInGems(entry.priceGems, t)}</p>
        <div className="flex w-full gap-2">
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {t("close")}
          </Button>
          <Button className="flex-1" loading={purchase.isPending} onClick={() => purchase.mutate(entry)}>
            {t(free ? "claim" : "purchase")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Preview: the entry's big picture. */
export function PreviewDialog({ entry, onClose }: { entry: StoreEntry; onClose(): void }) {
  const t = useMessages(storeMessages);
  return (
    <Dialog title={entryName(entry)} description={entrySummary(entry, t)} onClose={onClose} size="lg">
      <img
        src={entryImage(entry, "preview")}
        alt={entryName(entry)}
        className="mx-auto max-h-[60vh] object-contain"
      />
    </Dialog>
  );
}
