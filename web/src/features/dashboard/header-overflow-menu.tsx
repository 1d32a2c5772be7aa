import { useMessages } from "../../i18n/messages.ts";
import { LAYER } from "../../ui/layers.ts";
import { useDisclosure } from "../../ui/use-dismiss.ts";
import { ConnectWalletButton } from "../wallet/connect-wallet-button.tsx";
import { HEADER_ACTIONS, type HeaderAction } from "./header-actions.ts";
import type { HeaderCollapse } from "./header-fit.ts";
import { HeaderIcon } from "./header-icon.tsx";
import { LevelProgress } from "./level-progress.tsx";
import { dashboardMessages } from "./messages.ts";
import { RankBadge } from "./rank-badge.tsx";
import type { ChromeSummary } from "./use-player-summary.ts";

/** Which header action is on (a disabled one shows, greyed, with its name). */
export type ActionStates = Record<HeaderAction, { disabled?: boolean; onSelect?: () => void }>;

const ROW =
  "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start font-semibold text-ink hover:bg-raised disabled:cursor-not-allowed disabled:opacity-40";

/**
 * The header's overflow menu: what the header has no room for at the window's width, so nothing is
 * cut or wraps (docs/product/platform.md §2 header, issue 16). Each entry shows only below the width where the header
 * shows it itself: Connect wallet below `sm`, Search/Favourites/Logout below `lg`, the rank badge on
 * `lg` (below `lg` the player info panel has it), the level on `lg`–`2xl`, Reset tutorial below 1440 px.
 * Hidden from `2xl`, where the header holds everything. Those widths are English's: what the header
 * hands on at any width because a language's texts are longer (`collapsed`, header-fit.ts) shows here
 * too, and the menu then shows at every width. Escape or a press outside closes it.
 */
export function HeaderOverflowMenu({
  summary,
  actions,
  onResetTutorial,
  collapsed,
}: {
  summary: ChromeSummary | undefined;
  actions: ActionStates;
  /** Present on /dashboard only. */
  onResetTutorial?: () => void;
  collapsed: HeaderCollapse;
}) {
  const t = useMessages(dashboardMessages);
  const { open, ref, close, toggle } = useDisclosure<HTMLDivElement>();
  const select = (run?: () => void) => () => {
    close();
    run?.();
  };
  return (
    // The level is the first part handed on: with it in the menu, the menu shows at every width.
    <div ref={ref} className={collapsed.level ? undefined : "2xl:hidden"}>
      <button
        type="button"
        aria-label={t("more")}
        aria-expanded={open}
        aria-controls="dashboard-header-more"
        onClick={toggle}
        className="grid size-10 shrink-0 place-items-center rounded-full border border-line bg-raised text-ink"
      >
        <HeaderIcon path="M5 12h.01M12 12h.01M19 12h.01" className="size-5 [stroke-width:3]" />
      </button>
      {open ? (
        <section
          id="dashboard-header-more"
          aria-label={t("more")}
          className={`fixed top-18 end-3 ${LAYER.menu} flex w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-1 whitespace-normal rounded-card border border-line bg-surface p-3 shadow-card`}
        >
          {/* From `lg`, unless the info panel (which has them) shows there too. */}
          {summary && !collapsed.balances ? (
            <div
              className={`${collapsed.level ? "" : "2xl:hidden"} hidden flex-col gap-3 border-b border-line px-2 pb-3 lg:flex`}
            >
              <div className={collapsed.rank ? undefined : "xl:hidden"}>
                <RankBadge
                  rank={summary.rank}
                  vip={summary.vip}
                  beta={summary.hasBetaAccess}
                  pass={summary.pass?.name ?? null}
                />
              </div>
              <LevelProgress summary={summary} />
            </div>
          ) : null}
          {/* The wallet modal replaces the menu: the button's own click opens it, then (bubbling) the menu closes. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only catches the button's click (keyboard presses click it too). */}
          <div onClick={close} className={`${collapsed.wallet ? "" : "sm:hidden"} [&>button]:w-full`}>
            <ConnectWalletButton variant="secondary" />
          </div>
          {(Object.keys(HEADER_ACTIONS) as HeaderAction[]).map((action) => (
            <button
              key={action}
              type="button"
              disabled={actions[action].disabled}
              onClick={select(actions[action].onSelect)}
              className={`${ROW} ${collapsed.actions ? "" : "lg:hidden"}`}
            >
              <HeaderIcon path={HEADER_ACTIONS[action].icon} />
              {t(HEADER_ACTIONS[action].label)}
            </button>
          ))}
          {onResetTutorial ? (
            <button
              type="button"
              onClick={select(onResetTutorial)}
              className={`${ROW} text-jade ${collapsed.reset ? "" : "min-[1440px]:hidden"}`}
            >
              {t("resetTutorial")}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
