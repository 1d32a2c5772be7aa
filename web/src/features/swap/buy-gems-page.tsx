import { SwapPanel } from "./swap-panel.tsx";

/**
 * `/dashboard/buy-gems` (spec 001 §2 Purchase screen): today its Swap Gems panel; the gem packs and
 * the FAQ join it in their own issue. A body only: the shells add chrome.
 */
export function BuyGemsPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 px-4 py-6">
      <SwapPanel />
    </div>
  );
}
