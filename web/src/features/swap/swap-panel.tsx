import { useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { BUY_GEMS_SECTIONS } from "../../lib/constants.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { swapMessages } from "./messages.ts";
import { coinsFor, swapGems } from "./swap-rules.ts";
import { useSwap } from "./use-swap.ts";

/** The Swap Gems panel (docs/product/economy.md §2, §5): whole gems only, 1 gem = 100,000 coins. */
export function SwapPanel() {
  const t = useMessages(swapMessages);
  const [input, setInput] = useState("");
  const swap = useSwap(() => setInput(""));
  const gems = swapGems(input);
  const inputId = useId();
  return (
    <section
      id={BUY_GEMS_SECTIONS.swap}
      aria-labelledby={`${inputId}-title`}
      className="flex w-full max-w-md scroll-mt-24 flex-col gap-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={`${inputId}-title`} className="font-display text-xl font-bold">
        {t("title")}
      </h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // Non-integers are ignored: no call is made (docs/product/economy.md §5).
          if (gems !== null) swap.mutate(gems);
        }}
      >
        <label htmlFor={inputId} className="text-sm">
          {t("gemsLabel")}
        </label>
        <div className="flex items-center gap-2 rounded-xl border border-edge bg-raised px-3">
          <CurrencyIcon currency="gems" />
          <input
            id={inputId}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            className="h-11 min-w-0 flex-1 bg-transparent outline-none"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <p className="flex items-center gap-2 text-sm" data-testid="swap-coins">
          {t("youGet")}
          <CurrencyIcon currency="coins" className="size-4" />
          <span className="font-semibold">{formatLargeNumber(gems === null ? 0 : coinsFor(gems))}</span>
        </p>
        <p className="text-xs text-muted">{t("note")}</p>
        <Button type="submit" disabled={gems === null} loading={swap.isPending}>
          {t("submit")}
        </Button>
      </form>
    </section>
  );
}
