import { useMessages } from "../../i18n/messages.ts";
import { Card } from "../../ui/card.tsx";
import { COMING_SOON_BODY } from "./constants.ts";
import { settingsMessages } from "./messages.ts";

export type ComingSoonTab = keyof typeof COMING_SOON_BODY;

/**
 * Deposits, Withdrawals and Favorites: docs/product/economy.md §2 lists them in the side menu as
 * empty placeholders. Rather than a blank panel, each says plainly that it is coming and what it will
 * hold; nothing on it pretends to work.
 */
export function ComingSoon({ tab, title }: { tab: ComingSoonTab; title: string }) {
  const t = useMessages(settingsMessages);
  return (
    <Card
      as="section"
      aria-labelledby={`coming-soon-${tab}`}
      className="flex flex-col items-center gap-4 px-6 py-14 text-center"
    >
      <div
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full border border-gold/40 bg-gold/10 text-gold"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
      </div>
      <div>
        <h2 id={`coming-soon-${tab}`} className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-xs font-bold uppercase tracking-[0.16em] text-gold">{t("comingSoon")}</p>
      </div>
      <p className="max-w-sm text-sm text-muted">{t(COMING_SOON_BODY[tab])}</p>
    </Card>
  );
}
