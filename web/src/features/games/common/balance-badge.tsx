import { useMessages } from "../../../i18n/messages.ts";
import { useMe } from "../../../lib/queries/users.ts";
import { CurrencyIcon } from "../../../ui/currency-icon.tsx";
import { gamesMessages } from "../messages.ts";
import { coinsText } from "./stake-rules.ts";

/** The player's coins, the games' currency (refreshed after every round: use-round-request `settle`). */
export function BalanceBadge() {
  const me = useMe();
  const coins = me.data?.coinsAmount;
  const t = useMessages(gamesMessages);
  return (
    <p className="flex items-center gap-2 rounded-full border border-line bg-raised px-3 py-1.5 text-sm font-semibold text-ink">
      <CurrencyIcon currency="coins" className="size-4" />
      <span className="text-muted">{t("balance")}</span>
      <span data-testid="games-balance">{coins === undefined ? "…" : coinsText(t, coins)}</span>
    </p>
  );
}

/** The coins the player has, or undefined while they load (stake checks then wait for the server). */
export const useCoins = (): number | undefined => useMe().data?.coinsAmount;
