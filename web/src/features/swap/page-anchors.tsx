import { useMessages } from "../../i18n/messages.ts";
import { swapMessages } from "./messages.ts";

/** One place on the page: the id of its section and the anchor's label. */
export interface PageAnchor {
  readonly id: string;
  readonly label: string;
}

/**
 * The page's anchors (docs/product/economy.md §2 "Page anchors: Purchase, Swap Gems, FAQ"): each scrolls its section
 * into view and moves focus to it. Buttons rather than `#hash` links, because the Mini App's address
 * hash carries Telegram's launch data.
 */
export function PageAnchors({ anchors }: { anchors: readonly PageAnchor[] }) {
  const t = useMessages(swapMessages);
  return (
    <nav aria-label={t("anchorsLabel")} className="flex w-full max-w-3xl flex-wrap justify-center gap-2">
      {anchors.map((anchor) => (
        <button
          key={anchor.id}
          type="button"
          className="min-h-11 rounded-full border border-edge bg-raised px-4 text-sm font-semibold hover:border-jade/60"
          onClick={() => {
            const section = document.getElementById(anchor.id);
            if (!section) return;
            section.scrollIntoView({ behavior: "smooth", block: "start" });
            section.setAttribute("tabindex", "-1");
            section.focus({ preventScroll: true });
          }}
        >
          {anchor.label}
        </button>
      ))}
    </nav>
  );
}
