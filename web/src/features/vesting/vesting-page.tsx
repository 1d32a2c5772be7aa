import { useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { InvestorPanel } from "./investor-panel.tsx";
import { vestingMessages } from "./messages.ts";
import { PresaleCard } from "./presale-card.tsx";
import { tabFromQuery, VESTING_TABS } from "./vesting-rules.ts";

const tabClasses = (selected: boolean) =>
  `rounded-full px-2 py-2 text-xs font-semibold transition sm:px-4 sm:text-sm ${
    selected ? "bg-jade/15 text-jade" : "text-muted hover:bg-raised hover:text-ink"
  }`;

/**
 * The investor dashboard (`/dashboard/vesting`, docs/product/economy.md §2 "Investor dashboard"): tabs Private
 * Investors, Public Investors and Team Investors (the open one in `?tab=`, so a reload or a shared
 * link keeps it), each keyed by the connected wallet; the public tab leads with the presale read on
 * chain. The spec's "special wallet with sample data" is not built: the seeded investors (db seed)
 * are the sample, and no wallet ever sees data that is not its own.
 */
export function VestingPage() {
  const t = useMessages(vestingMessages);
  const [params, setParams] = useSearchParams();
  const selected = tabFromQuery(params.get("tab"));
  const select = (query: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", query);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </header>
      <div role="tablist" aria-label={t("investorType")} className="grid grid-cols-3 gap-1 sm:flex">
        {VESTING_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`vesting-tab-${tab.query}`}
            aria-selected={tab.id === selected}
            aria-controls="vesting-panel"
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => select(tab.query)}
            onKeyDown={(event) => {
              if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
              // The arrow toward the tabs' reading end is "next": the right one, the left one in Arabic.
              const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
              const forward = rtl ? "ArrowLeft" : "ArrowRight";
              const index = VESTING_TABS.findIndex((item) => item.id === selected);
              const step = event.key === forward ? 1 : VESTING_TABS.length - 1;
              const target = VESTING_TABS[(index + step) % VESTING_TABS.length];
              if (!target) return;
              select(target.query);
              document.getElementById(`vesting-tab-${target.query}`)?.focus();
            }}
            className={tabClasses(tab.id === selected)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <section
        id="vesting-panel"
        role="tabpanel"
        aria-labelledby={`vesting-tab-${VESTING_TABS.find((tab) => tab.id === selected)?.query}`}
        className="flex flex-col gap-4"
      >
        {selected === "public-investor" ? <PresaleCard /> : null}
        <InvestorPanel key={selected} path={selected} />
      </section>
    </div>
  );
}
