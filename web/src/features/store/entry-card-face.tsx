import type { StoreEntry } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { entryImage, entryName, entryRarityLabel, entryTypeLabel } from "./entry.ts";
import { storeMessages } from "./messages.ts";

/** The top of an entry's card in the store and the inventory: picture, name, rarity and type line. */
export function EntryCardFace({ entry }: { entry: StoreEntry }) {
  const t = useMessages(storeMessages);
  return (
    <>
      <img
        src={entryImage(entry, "card")}
        alt=""
        className="aspect-square w-full rounded-xl object-contain"
      />
      <h3 className="truncate font-semibold">{entryName(entry)}</h3>
      <div className="flex items-center justify-between text-xs text-muted">
        <span data-testid="entry-rarity">{t(entryRarityLabel(entry))}</span>
        <span data-testid="entry-type">{t(entryTypeLabel(entry))}</span>
      </div>
    </>
  );
}
