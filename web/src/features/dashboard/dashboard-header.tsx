import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { useTopChrome } from "../../lib/use-top-chrome.ts";
import { usePageTitle } from "../../shell/page-title.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { LAYER } from "../../ui/layers.ts";
import { ConnectWalletButton } from "../wallet/connect-wallet-button.tsx";
import { BurgerMenu } from "./burger-menu.tsx";
import { HEADER_ACTIONS, type HeaderAction } from "./header-actions.ts";
import { HeaderBalances } from "./header-balances.tsx";
import { useHeaderFit } from "./header-fit.ts";
import { HeaderIcon } from "./header-icon.tsx";
import { type ActionStates, HeaderOverflowMenu } from "./header-overflow-menu.tsx";
import { InfoPanel } from "./info-panel.tsx";
import { LevelProgress } from "./level-progress.tsx";
import { LogoutDialog } from "./logout-dialog.tsx";
import { dashboardMessages } from "./messages.ts";
import { RankBadge } from "./rank-badge.tsx";
import { usePlayerSummary } from "./use-player-summary.ts";
import { useScrolled } from "./use-scrolled.ts";
import { useTutorial, useTutorialScreen } from "./use-tutorial.ts";

/**
 * The web dashboard's header (docs/product/platform.md §2 "Dashboard shell"): logo, page title, balances, wallet,
 * "Reset tutorial" on /dashboard, rank/VIP/BETA, title, level and XP; the mobile info panel; Search,
 * Favourites (flags) and Logout; the scrolled style; the beta banner beneath.
 *
 * One line at every width from 360 px: nothing wraps or is cut. What does not fit moves,
 * narrowest first, into the overflow menu (HeaderOverflowMenu): the wallet below `sm`, the icon
 * actions below `lg`, Reset tutorial below 1440 px (from there it fits beside the rest); the
 * figures go to the info panel below `lg`, the rank below `xl` and the level below `2xl` to the
 * menu. Those widths are English's: where a language's longer texts still do not fit, the same parts
 * move in the same order at wider windows (useHeaderFit, measured before the paint), and only when
 * nothing is left to move does the page title give way (cut with an ellipsis). The side navigation
 * takes 80 px from `md`.
 */
export function DashboardHeader() {
  const t = useMessages(dashboardMessages);
  const { pathname } = useLocation();
  const summary = usePlayerSummary();
  const scrolled = useScrolled();
  const flags = useFlags();
  const tutorial = useTutorial();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const header = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLParagraphElement>(null);
  useTopChrome(header);
  const title = usePageTitle("pDash");
  // Offered only where the tutorial can show (wider than 1300 px, not a touch device): elsewhere the
  // link would do nothing visible.
  const tutorialScreen = useTutorialScreen();
  const resetTutorial =
    pathname === ROUTES.dashboard && tutorialScreen.available
      ? () => tutorial.setStep("STEP_1_INTRO")
      : undefined;
  const actions: ActionStates = {
    search: { disabled: !flags.search },
    favourites: { disabled: !flags.favorites },
    logout: { onSelect: () => setConfirmLogout(true) },
  };
  const collapsed = useHeaderFit(row, titleRef, `${title}|${resetTutorial ? 1 : 0}|${summary ? 1 : 0}`);
  return (
    <header
      ref={header}
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 ${LAYER.chrome} border-b transition-colors ${scrolled ? "border-line bg-canvas/95 shadow-card backdrop-blur-md" : "border-transparent bg-transparent"}`}
    >
      <div
        ref={row}
        className="flex h-16 items-center gap-2 whitespace-nowrap px-4 sm:gap-3 sm:px-6 [&>*]:shrink-0"
      >
        <BurgerMenu />
        <BrandLink compact />
        {/* The one part that may shrink, the last resort once everything else has moved (cut with an ellipsis, the whole title then in its tooltip). */}
        <p
          ref={titleRef}
          data-testid="header-title"
          title={collapsed.balances ? title : undefined}
          className="min-w-0 shrink! truncate text-sm font-semibold uppercase tracking-[0.08em] text-muted sm:tracking-[0.16em]"
        >
          {title}
        </p>
        {resetTutorial ? (
          <button
            type="button"
            onClick={resetTutorial}
            className={`${collapsed.reset ? "hidden" : "hidden min-[1440px]:inline"} text-xs font-semibold text-jade underline underline-offset-4`}
          >
            {t("resetTutorial")}
          </button>
        ) : null}
        <div data-header-group className="ms-auto flex items-center gap-2 sm:gap-3 [&>*]:shrink-0">
          {summary ? (
            <>
              <div className={collapsed.balances ? "hidden" : "hidden lg:block"}>
                <HeaderBalances gems={summary.gems} coins={summary.coins} />
              </div>
              <div className={collapsed.rank ? "hidden" : "hidden xl:block"}>
                <RankBadge
                  rank={summary.rank}
                  vip={summary.vip}
                  beta={summary.hasBetaAccess}
                  pass={summary.pass?.name ?? null}
                />
              </div>
              <div className={collapsed.level ? "hidden" : "hidden 2xl:block"}>
                <LevelProgress summary={summary} />
              </div>
              <InfoPanel summary={summary} wide={collapsed.balances} />
            </>
          ) : null}
          <div className={collapsed.wallet ? "hidden" : "hidden sm:block"}>
            <ConnectWalletButton variant="secondary" />
          </div>
          {(Object.keys(HEADER_ACTIONS) as HeaderAction[]).map((action) => (
            <HeaderIconButton
              key={action}
              label={t(HEADER_ACTIONS[action].label)}
              icon={HEADER_ACTIONS[action].icon}
              disabled={actions[action].disabled}
              onClick={actions[action].onSelect}
              collapsed={collapsed.actions}
            />
          ))}
          <HeaderOverflowMenu
            summary={summary}
            actions={actions}
            onResetTutorial={resetTutorial}
            collapsed={collapsed}
          />
        </div>
      </div>
      <p className="border-t border-gold/20 bg-gold/10 px-4 py-1.5 text-center text-xs font-medium text-gold">
        {t("betaBanner")}
      </p>
      {confirmLogout ? <LogoutDialog onClose={() => setConfirmLogout(false)} /> : null}
    </header>
  );
}

/** An icon action in the header row, from `lg` unless `collapsed` (otherwise the overflow menu holds it). */
function HeaderIconButton({
  label,
  icon,
  disabled,
  onClick,
  collapsed,
}: {
  label: string;
  icon: string;
  disabled?: boolean;
  onClick?: () => void;
  collapsed: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`${collapsed ? "hidden" : "hidden lg:grid"} size-10 place-items-center rounded-full border border-line bg-raised text-ink transition hover:border-jade/60 disabled:cursor-not-allowed disabled:opacity-40`}
    >
      <HeaderIcon path={icon} />
    </button>
  );
}
