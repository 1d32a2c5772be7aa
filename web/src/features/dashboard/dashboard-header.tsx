import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { BETA_BANNER, ROUTES } from "../../lib/constants.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { useTopChrome } from "../../lib/use-top-chrome.ts";
import { usePageHandle } from "../../shell/page-title.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { LAYER } from "../../ui/layers.ts";
import { ConnectWalletButton } from "../wallet/connect-wallet-button.tsx";
import { BurgerMenu } from "./burger-menu.tsx";
import { HEADER_ACTIONS, type HeaderAction, RESET_TUTORIAL_LABEL } from "./header-actions.ts";
import { HeaderBalances } from "./header-balances.tsx";
import { HeaderIcon } from "./header-icon.tsx";
import { type ActionStates, HeaderOverflowMenu } from "./header-overflow-menu.tsx";
import { InfoPanel } from "./info-panel.tsx";
import { LevelProgress } from "./level-progress.tsx";
import { LogoutDialog } from "./logout-dialog.tsx";
import { RankBadge } from "./rank-badge.tsx";
import { usePlayerSummary } from "./use-player-summary.ts";
import { useScrolled } from "./use-scrolled.ts";
import { useTutorial, useTutorialScreen } from "./use-tutorial.ts";

/**
 * The web dashboard's header (docs/product/platform.md §2 "Dashboard shell"): logo, page title, balances, wallet,
 * "Reset tutorial" on /dashboard, rank/VIP/BETA, title, level and XP; the mobile info panel; Search,
 * Favourites (flags) and Logout; the scrolled style; the beta banner beneath.
 *
 * One line at every width from 360 px: nothing wraps, shrinks or is cut. What does not fit moves,
 * narrowest first, into the overflow menu (HeaderOverflowMenu): the wallet below `sm`, the icon
 * actions below `lg`, Reset tutorial below 1440 px (from there it fits beside the rest); the
 * figures go to the info panel below `lg`, the rank below `xl` and the level below `2xl` to the
 * menu. The side navigation takes 80 px from `md`.
 */
export function DashboardHeader() {
  const { pathname } = useLocation();
  const summary = usePlayerSummary();
  const scrolled = useScrolled();
  const flags = useFlags();
  const tutorial = useTutorial();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const header = useRef<HTMLElement>(null);
  useTopChrome(header);
  const title = usePageHandle()?.title ?? "Dashboard";
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
  return (
    <header
      ref={header}
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 ${LAYER.chrome} border-b transition-colors ${scrolled ? "border-line bg-canvas/95 shadow-card backdrop-blur-md" : "border-transparent bg-transparent"}`}
    >
      <div className="flex h-16 items-center gap-2 whitespace-nowrap px-4 sm:gap-3 sm:px-6 [&>*]:shrink-0">
        <BurgerMenu />
        <BrandLink compact />
        <p
          data-testid="header-title"
          className="text-sm font-semibold uppercase tracking-[0.08em] text-muted sm:tracking-[0.16em]"
        >
          {title}
        </p>
        {resetTutorial ? (
          <button
            type="button"
            onClick={resetTutorial}
            className="hidden text-xs font-semibold text-jade underline underline-offset-4 min-[1440px]:inline"
          >
            {RESET_TUTORIAL_LABEL}
          </button>
        ) : null}
        <div className="ms-auto flex items-center gap-2 sm:gap-3 [&>*]:shrink-0">
          {summary ? (
            <>
              <div className="hidden lg:block">
                <HeaderBalances gems={summary.gems} coins={summary.coins} />
              </div>
              <div className="hidden xl:block">
                <RankBadge
                  rank={summary.rank}
                  vip={summary.vip}
                  beta={summary.hasBetaAccess}
                  pass={summary.pass?.name ?? null}
                />
              </div>
              <div className="hidden 2xl:block">
                <LevelProgress summary={summary} />
              </div>
              <InfoPanel summary={summary} />
            </>
          ) : null}
          <div className="hidden sm:block">
            <ConnectWalletButton variant="secondary" />
          </div>
          {(Object.keys(HEADER_ACTIONS) as HeaderAction[]).map((action) => (
            <HeaderIconButton
              key={action}
              label={HEADER_ACTIONS[action].label}
              icon={HEADER_ACTIONS[action].icon}
              disabled={actions[action].disabled}
              onClick={actions[action].onSelect}
            />
          ))}
          <HeaderOverflowMenu summary={summary} actions={actions} onResetTutorial={resetTutorial} />
        </div>
      </div>
      <p className="border-t border-gold/20 bg-gold/10 px-4 py-1.5 text-center text-xs font-medium text-gold">
        {BETA_BANNER}
      </p>
      {confirmLogout ? <LogoutDialog onClose={() => setConfirmLogout(false)} /> : null}
    </header>
  );
}

/** An icon action in the header row, from `lg` (below, the overflow menu holds it). */
function HeaderIconButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: string;
  disabled?: boolean;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="hidden size-10 place-items-center rounded-full border border-line bg-raised text-ink transition hover:border-jade/60 disabled:cursor-not-allowed disabled:opacity-40 lg:grid"
    >
      <HeaderIcon path={icon} />
    </button>
  );
}
