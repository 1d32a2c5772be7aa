import type { InventorySkin } from "@jadeverse/api/client/contracts";
import { Button } from "../../ui/button.tsx";
import { entryImage, entryName } from "../store/entry.ts";
import { INVENTORY_TEXT } from "./constants.ts";

/** The owned avatars, side by side: "Use this avatar", or "Current avatar" for the equipped one (spec 001 §2). */
export function AvatarCarousel({
  skins,
  busy,
  onUse,
}: {
  skins: readonly InventorySkin[];
  busy: boolean;
  onUse(skin: InventorySkin): void;
}) {
  if (skins.length === 0) return null;
  return (
    <section aria-label="Avatars" className="flex snap-x gap-3 overflow-x-auto pb-2">
      {skins.map((skin) => (
        <article
          key={skin.id}
          data-testid="avatar-slide"
          className="flex w-40 shrink-0 snap-start flex-col items-center gap-2 rounded-2xl bg-white/5 p-3"
        >
          <img src={entryImage(skin, "card")} alt="" className="size-28 object-contain" />
          <h3 className="w-full truncate text-center text-sm font-semibold">{entryName(skin)}</h3>
          <Button
            className="w-full whitespace-nowrap"
            variant={skin.isEquipped ? "secondary" : "primary"}
            disabled={skin.isEquipped || busy}
            aria-label={`${skin.isEquipped ? INVENTORY_TEXT.currentAvatar : INVENTORY_TEXT.useAvatar}: ${entryName(skin)}`}
            onClick={() => onUse(skin)}
          >
            {skin.isEquipped ? INVENTORY_TEXT.currentAvatar : INVENTORY_TEXT.useAvatar}
          </Button>
        </article>
      ))}
    </section>
  );
}
