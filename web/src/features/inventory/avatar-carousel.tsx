import type { InventorySkin } from "@jadeverse/api/client/contracts";
import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { entryImage, entryName } from "../store/entry.ts";
import { inventoryMessages } from "./messages.ts";

/**
 * Slides per view by width: each slide is a share of the carousel's own width (gap-3 = 0.75rem between
 * them), so a slide scrolled into view at either end sits wholly inside the carousel at every width.
 */
const PER_VIEW = "[--per-view:2] sm:[--per-view:3] lg:[--per-view:4] xl:[--per-view:5] 2xl:[--per-view:6]";
const SLIDE_WIDTH = "w-[calc((100%_-_(var(--per-view)_-_1)_*_0.75rem)_/_var(--per-view))]";

/** The owned avatars, side by side: "Use this avatar", or "Current avatar" for the equipped one (docs/product/economy.md §2). */
export function AvatarCarousel({
  skins,
  busy,
  onUse,
}: {
  skins: readonly InventorySkin[];
  busy: boolean;
  onUse(skin: InventorySkin): void;
}) {
  const t = useMessages(inventoryMessages);
  if (skins.length === 0) return null;
  return (
    <section aria-label={t("avatars")} className={`flex snap-x gap-3 overflow-x-auto pb-2 ${PER_VIEW}`}>
      {skins.map((skin) => (
        <article
          key={skin.id}
          data-testid="avatar-slide"
          className={`flex ${SLIDE_WIDTH} min-w-0 shrink-0 snap-start flex-col items-center gap-2 rounded-2xl border border-line bg-raised p-3`}
        >
          <img
            src={entryImage(skin, "card")}
            alt=""
            className="aspect-square w-full max-w-28 object-contain"
          />
          <h3 className="w-full truncate text-center text-sm font-semibold">{entryName(skin)}</h3>
          <Button
            className="h-auto! min-h-10 w-full px-3! py-2 text-center leading-tight"
            variant={skin.isEquipped ? "secondary" : "primary"}
            disabled={skin.isEquipped || busy}
            aria-label={t(skin.isEquipped ? "currentAvatarName" : "useAvatarName", { name: entryName(skin) })}
            onClick={() => onUse(skin)}
          >
            {t(skin.isEquipped ? "currentAvatar" : "useAvatar")}
          </Button>
        </article>
      ))}
    </section>
  );
}
