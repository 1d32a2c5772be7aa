import type { SpinOutcome } from "@jadeverse/api/client/contracts";
import { useEffect } from "react";
import { formatWheelCoins } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { COIN_MODAL_MS } from "./constants.ts";
import { ShareWinButton } from "./share-win.tsx";
import { winTitle } from "./wheel-rules.ts";

/**
 * The outcome of a winning spin (spec 001 §5): coins show a coin modal that claims itself after
 * 2 s; an item opens the modal named by its rarity, closed by Claim Reward, the overlay or Escape.
 */
export function WinModal({ result, onClose }: { result: SpinOutcome; onClose(): void }) {
  if (result.rewardType === "coins") return <CoinModal amount={result.rewardValue} onClose={onClose} />;
  const title = winTitle(result.itemRarity);
  return (
    <Dialog
      title={title.toUpperCase()}
      description={`You won ${result.rewardLabel}!`}
      onClose={onClose}
      size="sm"
    >
      <p className="text-sm text-muted" data-testid="win-rarity">
        {result.itemRarity ?? ""} item added to your inventory.
      </p>
      <Button className="mt-6 w-full" onClick={onClose}>
        Claim Reward
      </Button>
      <ShareWinButton result={result} />
    </Dialog>
  );
}

function CoinModal({ amount, onClose }: { amount: number; onClose(): void }) {
  useEffect(() => {
    const id = setTimeout(onClose, COIN_MODAL_MS);
    return () => clearTimeout(id);
  }, [onClose]);
  return (
    <Dialog title="You won coins!" onClose={onClose} size="sm">
      <p className="flex items-center justify-center gap-2 font-display text-3xl font-bold text-gold">
        <CurrencyIcon currency="coins" className="size-8" />
        {formatWheelCoins(amount)}
      </p>
      <p className="mt-3 text-center text-sm text-muted">Added to your balance.</p>
    </Dialog>
  );
}
