import { Button } from "../../ui/button.tsx";
import { entryImage, entryName, entryTypeLabel } from "../store/entry.ts";
import { cardActions } from "./card-actions.ts";
import { INVENTORY_TEXT } from "./constants.ts";
import type { InventoryEntry } from "./inventory-schemas.ts";

/** One owned skin or item: Equip / Unequip, Preview, Sell item (coming soon) (spec 001 §2). */
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
  const name = entryName(entry);
  const actions = cardActions(entry);
  return (
    <li
      data-testid="inventory-entry"
      className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-white/5 p-3"
    >
      <img
        src={entryImage(entry, "card")}
        alt=""
        className="aspect-square w-full rounded-xl object-contain"
      />
      <h3 className="truncate font-semibold">{name}</h3>
      <div className="flex items-center justify-between text-xs text-muted">
        <span>{entry.rarity}</span>
        <span>{entryTypeLabel(entry)}</span>
      </div>
      <div className="mt-auto flex flex-col gap-2">
        {actions.unequip ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onUnequip}
            aria-label={`${INVENTORY_TEXT.unequip} ${name}`}
          >
            {INVENTORY_TEXT.unequip}
          </Button>
        ) : (
          <Button
            disabled={!actions.equip || busy}
            onClick={onEquip}
            aria-label={`${actions.equipped ? INVENTORY_TEXT.equipped : INVENTORY_TEXT.equip} ${name}`}
          >
            {actions.equipped ? INVENTORY_TEXT.equipped : INVENTORY_TEXT.equip}
          </Button>
        )}
        <Button variant="secondary" onClick={onPreview} aria-label={`${INVENTORY_TEXT.preview} ${name}`}>
          {INVENTORY_TEXT.preview}
        </Button>
        <Button variant="ghost" disabled className="text-xs">
          {INVENTORY_TEXT.sell}
        </Button>
      </div>
    </li>
  );
}
