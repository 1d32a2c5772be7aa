import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { entryImage, entryName, entryTypeLabel } from "./entry.ts";

/** The top of an entry's card in the store and the inventory: picture, name, rarity and type line. */
export function EntryCardFace({ entry }: { entry: StoreEntry }) {
  return (
    <>
      <img
        src={entryImage(entry, "card")}
        alt=""
        className="aspect-square w-full rounded-xl object-contain"
      />
      <h3 className="truncate font-semibold">{entryName(entry)}</h3>
      <div className="flex items-center justify-between text-xs text-muted">
        <span data-testid="entry-rarity">{entry.rarity}</span>
        <span data-testid="entry-type">{entryTypeLabel(entry)}</span>
      </div>
    </>
  );
}
