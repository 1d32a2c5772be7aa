import { useMessages } from "../../i18n/messages.ts";
import { useDisclosure } from "../../ui/use-dismiss.ts";
import { HeaderBalances } from "./header-balances.tsx";
import { LevelProgress } from "./level-progress.tsx";
import { dashboardMessages } from "./messages.ts";
import { RankBadge } from "./rank-badge.tsx";
import type { ChromeSummary } from "./use-player-summary.ts";

/**
 * The mobile info panel (docs/product/platform.md §2): the header's figures behind a toggle; Escape or outside press closes.
 * Below `lg`, or at any width when `wide` (the header's row has no room for its balances: header-fit.ts).
 */
export function InfoPanel({ summary, wide = false }: { summary: ChromeSummary; wide?: boolean }) {
  const t = useMessages(dashboardMessages);
  const { open, ref, toggle } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={ref} className={wide ? undefined : "lg:hidden"}>
      <button
        type="button"
        aria-label={t("playerInfo")}
        aria-expanded={open}
        aria-controls="player-info-panel"
        onClick={toggle}
        className="grid size-10 place-items-center rounded-full border border-line bg-raised text-gold"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
          <path
            d="M12 11v6M12 7h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open ? (
        <section
          id="player-info-panel"
          aria-label={t("playerInfoPanel")}
          className="fixed inset-x-3 top-18 z-30 flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
        >
          <HeaderBalances gems={summary.gems} coins={summary.coins} />
          <RankBadge
            rank={summary.rank}
            vip={summary.vip}
            beta={summary.hasBetaAccess}
            pass={summary.pass?.name ?? null}
          />
          <LevelProgress summary={summary} />
        </section>
      ) : null}
    </div>
  );
}
