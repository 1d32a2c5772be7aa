import type { SpinOutcome } from "@jadeverse/api/client/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { formatWheelCoins } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { INVENTORY_PATH } from "../inventory/constants.ts";
import { COIN_MODAL_MS } from "./constants.ts";
import { wheelMessages } from "./messages.ts";
import { ShareWinButton } from "./share-win.tsx";
import { rarityName, winTitle } from "./wheel-rules.ts";
import { wonItemQuery } from "./won-item-query.ts";

/**
 * The outcome of a winning spin (docs/product/economy.md §5): coins show a coin modal that claims itself after
 * 2 s; an item opens the modal named by its rarity ("Congratulations! You won:", the item's picture and
 * name, the pointer to the Items section), closed by Claim Reward, the overlay or Escape.
 */
export function WinModal({ result, onClose }: { result: SpinOutcome; onClose(): void }) {
  const t = useMessages(wheelMessages);
  if (result.rewardType === "coins") return <CoinModal amount={result.rewardValue} onClose={onClose} />;
  const title = t(winTitle(result.itemRarity));
  return (
    <Dialog title={title.toUpperCase()} description={t("congratulations")} onClose={onClose} size="sm">
      <WonItemCard result={result} />
      <p className="mt-4 text-center text-sm text-muted" data-testid="win-awards">
        {richText(t("winAwards"), {
          0: (items) => (
            <Link
              to={INVENTORY_PATH}
              onClick={onClose}
              className="font-semibold text-jade underline underline-offset-4"
            >
              {items}
            </Link>
          ),
        })}
      </p>
      <Button className="mt-6 w-full" onClick={onClose}>
        {t("claimReward")}
      </Button>
      <ShareWinButton result={result} />
    </Dialog>
  );
}

/** The won item: its picture and name from the inventory, the spin's label until then (or without one). */
function WonItemCard({ result }: { result: SpinOutcome }) {
  const { api } = usePlatform();
  const t = useMessages(wheelMessages);
  const itemId = result.gameItemId;
  const item = useQuery({ ...wonItemQuery(api, itemId ?? 0), enabled: itemId !== null });
  const name = item.data?.name ?? result.rewardLabel;
  return (
    <figure className="mt-2 flex flex-col items-center gap-3" data-testid="won-item">
      <div className="grid size-32 place-items-center overflow-hidden rounded-2xl border border-gold/40 bg-raised">
        {item.data ? (
          <img src={item.data.imageUrl} alt={name} className="size-full object-contain" />
        ) : item.isPending && itemId !== null ? (
          <Spinner className="size-6" />
        ) : null}
      </div>
      <figcaption className="text-center">
        <span className="block font-display text-lg font-semibold text-ink">{name}</span>
        {result.itemRarity ? (
          <span className="text-xs font-semibold tracking-wide text-gold uppercase" data-testid="win-rarity">
            {rarityName(t, result.itemRarity)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

function CoinModal({ amount, onClose }: { amount: number; onClose(): void }) {
  const t = useMessages(wheelMessages);
  useEffect(() => {
    const id = setTimeout(onClose, COIN_MODAL_MS);
    return () => clearTimeout(id);
  }, [onClose]);
  return (
    <Dialog title={t("coinsWonTitle")} onClose={onClose} size="sm">
      <p
        data-figure="wheel"
        className="flex items-center justify-center gap-2 font-display text-3xl font-bold text-gold"
      >
        <CurrencyIcon currency="coins" className="size-8" />
        {formatWheelCoins(amount)}
      </p>
      <p className="mt-3 text-center text-sm text-muted">{t("addedToBalance")}</p>
    </Dialog>
  );
}
