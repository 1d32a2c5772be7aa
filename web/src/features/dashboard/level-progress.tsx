import { levelBand } from "@jadeverse/api/client/levels";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { dashboardMessages } from "./messages.ts";
import type { PlayerSummary } from "./player-summary.ts";

/** Rank title (the level's band's, in the player's language), level, XP and the bar toward the next level with its number (docs/product/platform.md §2, §3). */
export function LevelProgress({ summary }: { summary: Pick<PlayerSummary, "level" | "xp" | "progress"> }) {
  const t = useMessages(dashboardMessages);
  const next = summary.level + 1;
  const percent = summary.progress?.percent ?? 0;
  return (
    <div className="flex min-w-44 flex-col gap-1" data-testid="level-progress">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-gold">{t("levelTitle", { band: levelBand(summary.level) })}</span>
        <span className="text-muted">{t("xp", { xp: formatLargeNumber(summary.xp) })}</span>
      </div>
      <ProgressBar
        label={t("progressTo", { level: next })}
        value={percent}
        valueText={t("progressValue", { percent: Math.floor(percent), level: next })}
      />
      <div className="flex justify-between text-xs font-semibold">
        <span>{t("level", { level: summary.level })}</span>
        <span className="text-muted">{t("level", { level: next })}</span>
      </div>
    </div>
  );
}
