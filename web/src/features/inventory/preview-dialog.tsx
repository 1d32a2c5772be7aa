import type { InventoryEntry } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { entryImage, entryName, entrySummary } from "../store/entry.ts";
import { storeMessages } from "../store/messages.ts";
import { cardActions } from "./card-actions.ts";
import { inventoryMessages } from "./messages.ts";

/** The preview popup: the big picture, "Equip in Locker" and "Sell on Marketplace" (docs/product/economy.md §2). */
export function InventoryPreview({
  entry,
  busy,
  onEquip,
  onClose,
}: {
  entry: InventoryEntry;
  busy: boolean;
  onEquip(): void;
  onClose(): void;
}) {
  const t = useMessages(inventoryMessages);
  const store = useMessages(storeMessages);
  const name = entryName(entry);
  return (
    <Dialog title={name} description={entrySummary(entry, store)} onClose={onClose} size="lg">
      <div className="flex flex-col items-center gap-4">
        <img src={entryImage(entry, "preview")} alt={name} className="max-h-[50vh] object-contain" />
        <div className="flex w-full gap-2">
          <Button className="flex-1" disabled={!cardActions(entry).equip} loading={busy} onClick={onEquip}>
            {t("equipInLocker")}
          </Button>
          <Button variant="secondary" className="flex-1" disabled>
            {t("sellOnMarketplace")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
