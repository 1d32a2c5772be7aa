import { usePlatform } from "@jadeverse/web/platform";
import {
  HeaderBalances,
  LevelProgress,
  PlayerAvatar,
  RankBadge,
  usePlayerSummary,
} from "@jadeverse/web/player";
import { useMessages } from "@jadeverse/web/shell";
import { Link } from "react-router";
import { miniAppMessages } from "./messages.ts";

/**
 * The player's figures in the Mini App's header, from the dashboard chrome's shared pieces: rank, VIP
 * and BETA, compact balances (docs/product/platform.md §9 K/M/B), and the way to buy gems (the platform's
 * route: Stars/TON here), then the rank title, level, XP and the bar toward the next level. The
 * avatar opens the profile (/dashboard/settings), as the web's side navigation does.
 */
export function PlayerStrip() {
  const t = useMessages(miniAppMessages);
  const summary = usePlayerSummary();
  const { buyGems } = usePlatform();
  if (!summary) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 px-4 pb-2 text-sm">
      <Link to="/dashboard/settings" aria-label={t("openSettings")} className="rounded-full [&>*]:size-8!">
        <PlayerAvatar
          name={summary.nickname}
          imageUrl={summary.avatarUrl}
          frame={summary.pass?.frame ?? null}
        />
      </Link>
      <RankBadge
        rank={summary.rank}
        vip={summary.vip}
        beta={summary.hasBetaAccess}
        pass={summary.pass?.name ?? null}
      />
      <div className="ms-auto flex items-center gap-1">
        <HeaderBalances gems={summary.gems} coins={summary.coins} />
        <Link
          to={buyGems.path}
          aria-label={t("buyGems")}
          className="grid size-8 place-items-center rounded-full bg-jade/20 text-lg font-bold text-jade"
        >
          +
        </Link>
      </div>
      <div className="w-full">
        <LevelProgress summary={summary} />
      </div>
    </div>
  );
}
