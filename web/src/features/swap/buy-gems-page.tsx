import { usePlatform } from "../../lib/platform.ts";
import { StarsPacks } from "../purchase/stars-packs.tsx";
import { SwapPanel } from "./swap-panel.tsx";

/**
 * `/dashboard/buy-gems` (spec 001 §2 Purchase screen): in Telegram the gem packs for Stars and the TON
 * wallet, then the Swap Gems panel. Card, EVM and Solana packs and the FAQ join it in their own issue.
 * A body only: the shells add chrome.
 */
export function BuyGemsPage() {
  const { TonWallet } = usePlatform();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 px-4 py-6">
      <StarsPacks />
      {TonWallet ? <TonWallet /> : null}
      <SwapPanel />
    </div>
  );
}
