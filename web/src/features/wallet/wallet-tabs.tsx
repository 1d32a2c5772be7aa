import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { WALLET_TABS, type WalletTab } from "./constants.ts";
import { walletMessages } from "./messages.ts";

export interface WalletTabsProps {
  tabs: readonly WalletTab[];
  selected: WalletTab;
  onSelect(tab: WalletTab): void;
  /** Renders the selected tab's panel. */
  children: ReactNode;
}

/**
 * The modal's network switch as an ARIA tablist (automatic activation): Left/Right (mirrored right to
 * left) and Home/End move between tabs, only the selected tab is in the tab order, and the panel is
 * labelled by it.
 */
export function WalletTabs({ tabs, selected, onSelect, children }: WalletTabsProps) {
  const t = useMessages(walletMessages);
  const baseId = useId();
  const refs = useRef(new Map<WalletTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(selected);
    // Right to left, the tabs run from the right: the arrow keys follow what the player sees.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? tabs[(index + 1) % tabs.length]
        : event.key === backward
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={t("walletNetwork")}
        onKeyDown={onKeyDown}
        className="grid auto-cols-fr grid-flow-col gap-1 rounded-full border border-line bg-canvas/60 p-1"
      >
        {tabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(node) => {
                if (node) refs.current.set(tab, node);
                else refs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab)}
              className={`h-10 rounded-full px-3 text-sm font-semibold transition ${
                isSelected
                  ? "bg-raised text-ink shadow-card ring-1 ring-jade/40"
                  : "text-muted hover:text-ink"
              }`}
            >
              {WALLET_TABS[tab]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`}>
        {children}
      </div>
    </div>
  );
}
