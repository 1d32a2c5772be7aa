import { useState } from "react";
import { useLocation } from "react-router";
import { BETA_BANNER, ROUTES } from "../../lib/constants.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { usePageHandle } from "../../shell/page-title.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { ConnectWalletButton } from "../wallet/connect-wallet-button.tsx";
import { BurgerMenu } from "./burger-menu.tsx";
import { HeaderBalances } from "./header-balances.tsx";
import { InfoPanel } from "./info-panel.tsx";
import { LevelProgress } from "./level-progress.tsx";
import { LogoutDialog } from "./logout-dialog.tsx";
import { RankBadge } from "./rank-badge.tsx";
import { usePlayerSummary } from "./use-player-summary.ts";
import { useScrolled } from "./use-scrolled.ts";
import { useTutorial } from "./use-tutorial.ts";

/**
 * The web dashboard's header (spec 000 §2 "Dashboard shell"): logo, page title, balances, wallet,
 * "Reset tutorial" on /dashboard, rank/VIP/BETA, title, level and XP; the mobile info panel; Search,
 * Favourites (flags) and Logout; the scrolled style; the beta banner beneath.
 */
export function DashboardHeader() {
  const { pathname } = useLocation();
  const summary = usePlayerSummary();
  const scrolled = useScrolled();
  const flags = useFlags();
  const tutorial = useTutorial();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const title = usePageHandle()?.title ?? "Dashboard";
  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`sticky top-0 z-20 border-b transition-colors ${scrolled ? "border-line bg-canvas/95 shadow-card backdrop-blur-md" : "border-transparent bg-transparent"}`}
    >
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        <BurgerMenu />
        <BrandLink compact />
        <p className="hidden truncate text-sm font-semibold uppercase tracking-[0.16em] text-muted sm:block">
          {title}
        </p>
        {pathname === ROUTES.dashboard ? (
          <button
            type="button"
            onClick={() => tutorial.setStep("STEP_1_INTRO")}
            className="hidden text-xs font-semibold text-jade underline underline-offset-4 xl:inline"
          >
            Reset tutorial
          </button>
        ) : null}
        <div className="ml-auto flex items-center gap-3">
          {summary ? (
            <>
              <div className="hidden items-center gap-3 lg:flex">
                <HeaderBalances gems={summary.gems} coins={summary.coins} />
                <RankBadge rank={summary.rank} vip={summary.vip} beta={summary.hasBetaAccess} />
                <LevelProgress summary={summary} />
              </div>
              <InfoPanel summary={summary} />
            </>
          ) : null}
          <div className="hidden sm:block">
            <ConnectWalletButton variant="secondary" />
          </div>
          <HeaderIconButton
            label="Search"
            disabled={!flags.search}
            icon="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5"
          />
          <HeaderIconButton
            label="Favourites"
            disabled={!flags.favorites}
            icon="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          />
          <HeaderIconButton
            label="Logout"
            onClick={() => setConfirmLogout(true)}
            icon="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"
          />
        </div>
      </div>
      <p className="border-t border-gold/20 bg-gold/10 px-4 py-1.5 text-center text-xs font-medium text-gold">
        {BETA_BANNER}
      </p>
      {confirmLogout ? <LogoutDialog onClose={() => setConfirmLogout(false)} /> : null}
    </header>
  );
}

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
      className="grid size-10 shrink-0 place-items-center rounded-full border border-line bg-raised text-ink transition hover:border-jade/60 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
        <path d={icon} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
