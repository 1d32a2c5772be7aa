import type { InventoryEntry } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { entryName } from "../store/entry.ts";
import { EntryCardFace } from "../store/entry-card-face.tsx";
import { cardActions } from "./card-actions.ts";
import { inventoryMessages } from "./messages.ts";

/** One owned skin or item: Equip / Unequip, Preview, Sell item (coming soon) (docs/product/economy.md §2). */
export function InventoryCard({
  entry,
  busy,
  onEquip,
  onUnequip,
  onPreview,
}: {
  entry: InventoryEntry;
  busy: boolean;
  onEquip(): void;
  onUnequip(): void;
  onPreview(): void;
}) {
  const t = useMessages(inventoryMessages);
  const name = entryName(entry);
  const actions = cardActions(entry);
  return (
    <li
      data-testid="inventory-entry"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3"
    >
      <EntryCardFace entry={entry} />
      <div className="mt-auto flex flex-col gap-2">
        {actions.unequip ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onUnequip}
            aria-label={t("unequipName", { name })}
          >
            {t("unequip")}
          </Button>
        ) : (
          <Button
            disabled={!actions.equip || busy}
            onClick={onEquip}
            aria-label={t(actions.equipped ? "equippedName" : "equipName", { name })}
          >
            {t(actions.equipped ? "equipped" : "equip")}
          </Button>
        )}
        <Button variant="secondary" onClick={onPreview} aria-label={t("previewName", { name })}>
          {t("preview")}
        </Button>
        <Button variant="ghost" disabled className="text-xs">
          {t("sell")}
        </Button>
      </div>
    </li>
  );
}
