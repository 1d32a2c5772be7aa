import { BREAKPOINTS } from "../../lib/constants.ts";
import { formatLargeNumber, formatWhole, truncateNickname } from "../../lib/format.ts";
import { usePlayerRank } from "../../lib/queries/player-rank.ts";
import { usePlayer, usePlayerXp } from "../../lib/queries/users.ts";
import { RANK_TEXT, rankLabel } from "../../lib/rank-label.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { PlayerAvatar } from "./player-avatar.tsx";
import { type PlayerSummary, summarizePlayer } from "./player-summary.ts";
import { StatTile } from "./stat-tile.tsx";

/**
 * The signed-in player at a glance: greeting, title and level, XP toward the next level, balances,
 * rank, VIP and the BETA badge. Used by the web dashboard and the Mini App home.
 */
export function PlayerSummaryCard() {
  const player = usePlayer();
  const xp = usePlayerXp();
  const rank = usePlayerRank();

  if (player.isPending) return <PlayerSummarySkeleton />;
  if (player.isError) {
    return (
      <Card as="section" aria-label="Player summary" className="flex flex-col gap-4 p-6">
        <Notice tone="error">{player.error.message}</Notice>
        <div>
          <Button variant="secondary" onClick={() => player.refetch()} loading={player.isFetching}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  // XP and rank failures are swallowed: the spec's defaults stand in (docs/product/platform.md §8).
  return <PlayerSummaryView summary={summarizePlayer(player.data, xp.data, rank.data)} />;
}

export function PlayerSummaryView({ summary }: { summary: PlayerSummary }) {
  const truncate = useMediaQuery(`(max-width: ${BREAKPOINTS.nicknameTruncation}px)`);
  const { progress } = summary;
  return (
    <Card as="section" glow aria-labelledby="player-greeting" className="flex flex-col gap-6 p-5 sm:p-7">
      <div className="flex items-center gap-4">
        <PlayerAvatar name={summary.nickname} imageUrl={summary.avatarUrl} />
        <div className="min-w-0 flex-1">
          <h1 id="player-greeting" className="truncate font-display text-2xl font-semibold sm:text-3xl">
            Hello, <span title={summary.nickname}>{truncateNickname(summary.nickname, truncate)}</span>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-semibold text-gold">{summary.title}</span>
            <span aria-hidden="true">·</span>
            <span>Level {summary.level}</span>
            {summary.hasBetaAccess ? <Badge tone="jade">Beta</Badge> : null}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-semibold">Level {summary.level}</span>
          <span className="text-muted">
            {progress
              ? `${formatLargeNumber(progress.earned)} / ${formatLargeNumber(progress.needed)} XP`
              : `${formatLargeNumber(summary.xp)} XP`}
          </span>
          <span className="font-semibold text-muted">Level {summary.level + 1}</span>
        </div>
        <ProgressBar
          label={`Progress to level ${summary.level + 1}`}
          value={progress?.percent ?? 0}
          valueText={
            progress
              ? `${formatLargeNumber(progress.earned)} of ${formatLargeNumber(progress.needed)} XP, ${Math.floor(progress.percent)}%`
              : `${formatLargeNumber(summary.xp)} XP, 0%`
          }
        />
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile
          label="Jade Gems"
          icon="gems"
          value={formatLargeNumber(summary.gems)}
          exact={`${formatWhole(summary.gems)} gems`}
        />
        <StatTile
          label="Golden Coins"
          icon="coins"
          value={formatLargeNumber(summary.coins)}
          exact={`${formatWhole(summary.coins)} coins`}
        />
        <StatTile label={RANK_TEXT.name} icon="rank" value={rankLabel(summary.rank)} />
        <StatTile label="VIP level" icon="vip" value={`VIP ${summary.vip}`} />
      </dl>
    </Card>
  );
}

function PlayerSummarySkeleton() {
  return (
    <Card
      as="section"
      aria-label="Player summary"
      aria-busy="true"
      className="flex flex-col gap-6 p-5 sm:p-7"
    >
      <span className="sr-only">Loading your player profile…</span>
      <div className="flex items-center gap-4" aria-hidden="true">
        <div className="size-14 animate-pulse rounded-full bg-raised sm:size-16" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-7 w-48 max-w-full animate-pulse rounded-lg bg-raised" />
          <div className="h-4 w-32 animate-pulse rounded bg-raised" />
        </div>
      </div>
      <div className="h-2.5 animate-pulse rounded-full bg-raised" aria-hidden="true" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-hidden="true">
        {["gems", "coins", "rank", "vip"].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-2xl bg-raised" />
        ))}
      </div>
    </Card>
  );
}
