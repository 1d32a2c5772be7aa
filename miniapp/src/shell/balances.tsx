import { formatCompact, formatWhole } from "@jadeverse/web/lib/format.ts";
import { usePlatform } from "@jadeverse/web/lib/platform.ts";
import { useMe } from "@jadeverse/web/lib/queries/users.ts";
import { CurrencyIcon } from "@jadeverse/web/ui/currency-icon.tsx";
import { Link } from "react-router";

/**
 * The player's compact gem and coin balances and level (spec 000 §9 K/M/B) in the Mini App's header;
 * the gems open the platform's buy-gems route (Stars/TON here).
 * TODO(issue 8 part 2): use the dashboard chrome's shared balance components once they land.
 */
export function HeaderBalances() {
  const { data: me } = useMe();
  const { buyGems } = usePlatform();
  if (!me) return null;
  return (
    <div className="ml-auto flex items-center gap-2 text-sm font-semibold">
      <span className="rounded-full bg-raised px-2 py-1 text-xs text-muted">
        <span aria-hidden="true">Lv {me.level}</span>
        <span className="sr-only">Level {me.level}</span>
      </span>
      <Link
        to={buyGems.path}
        className="flex items-center gap-1 rounded-full bg-raised px-2 py-1"
        aria-label={`${formatWhole(me.gemsAmount)} gems: buy gems`}
      >
        <CurrencyIcon currency="gems" className="size-4" />
        {formatCompact(me.gemsAmount)}
      </Link>
      <span className="flex items-center gap-1 rounded-full bg-raised px-2 py-1">
        <CurrencyIcon currency="coins" className="size-4" />
        <span aria-hidden="true">{formatCompact(me.coinsAmount)}</span>
        <span className="sr-only">{formatWhole(me.coinsAmount)} coins</span>
      </span>
    </div>
  );
}
