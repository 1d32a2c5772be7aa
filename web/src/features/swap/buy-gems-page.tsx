import { useMessages } from "../../i18n/messages.ts";
import { BUY_GEMS_SECTIONS } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { SeasonPassCards } from "../passes/season-pass-cards.tsx";
import { PurchaseFaq } from "../purchase/faq.tsx";
import { GemPacks } from "../purchase/gem-packs.tsx";
import { StarsPacks } from "../purchase/stars-packs.tsx";
import { swapMessages } from "./messages.ts";
import { PageAnchors } from "./page-anchors.tsx";
import { SwapPanel } from "./swap-panel.tsx";

/**
 * `/dashboard/buy-gems` (docs/product/economy.md §2 Purchase screen): the page anchors, the packs this shell sells
 * (the web: for dollars, by card and crypto; Telegram: for Stars only, with the TON wallet), the season
 * passes (docs/passes.md), the Swap Gems panel and the FAQ. A body only: the shells add chrome.
 */
export function BuyGemsPage() {
  const { TonWallet, buyGems } = usePlatform();
  const t = useMessages(swapMessages);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 px-4 py-6">
      <PageAnchors
        anchors={[
          ...(buyGems.methods.length > 0
            ? [{ id: BUY_GEMS_SECTIONS.purchase, label: t("anchorPurchase") }]
            : []),
          { id: BUY_GEMS_SECTIONS.swap, label: t("anchorSwap") },
          { id: BUY_GEMS_SECTIONS.faq, label: t("anchorFaq") },
        ]}
      />
      <GemPacks />
      <StarsPacks />
      <div className="w-full max-w-xl">
        <SeasonPassCards />
      </div>
      {TonWallet ? <TonWallet /> : null}
      <SwapPanel />
      <PurchaseFaq />
    </div>
  );
}
