import { useMessages } from "../../i18n/messages.ts";
import { rankLabel } from "../../lib/rank-label.ts";
import { Badge } from "../../ui/badge.tsx";
import { dashboardMessages } from "./messages.ts";

/**
 * Rank number, VIP level and the BETA badge (docs/product/platform.md §2 "Dashboard shell"). The Rank is the player's
 * place on the Global leaderboard by coins won, the number the leaderboard's panel shows as Rank.
 */
export function RankBadge({
  rank,
  vip,
  beta,
  pass = null,
}: {
  rank: number | null;
  vip: number;
  beta: boolean;
  /** The season pass held (docs/passes.md), shown beside VIP. */
  pass?: string | null;
}) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="flex items-center gap-2" data-testid="rank-badge">
      <span
        title={t("rankMeaning")}
        className="flex items-center gap-1 rounded-full border border-jade/40 bg-jade/10 px-2.5 py-1 text-xs font-bold text-jade"
      >
        <svg viewBox="0 0 24 24" className="size-3.5" fill="none" aria-hidden="true">
          <path d="M7 4h10v5a5 5 0 0 1-10 0V4ZM12 14v4M8 20h8" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{t("rank", { rank: rankLabel(rank) })}</span>
      </span>
      <Badge tone="gold">{t("vip", { vip })}</Badge>
      {beta ? <Badge tone="jade">{t("beta")}</Badge> : null}
      {pass ? <Badge tone="gold">{t("passBadge", { pass })}</Badge> : null}
    </div>
  );
}
