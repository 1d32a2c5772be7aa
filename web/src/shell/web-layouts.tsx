import { Outlet, useLocation } from "react-router";
import { DialogHost } from "../features/dialogs/dialog-host.tsx";
import { FEEDBACK_CLEARANCE, FeedbackButton } from "../features/feedback/feedback-button.tsx";
import { AccessNotices } from "../features/legal/access-notices.tsx";
import { ROUTES } from "../lib/constants.ts";
import { isGameStreamPath } from "../lib/game-paths.ts";
import { BrandLink } from "../ui/brand-link.tsx";
import { LAYER } from "../ui/layers.ts";
import { Toaster } from "../ui/toaster.tsx";
import { renderAppDialog } from "./app-dialogs.tsx";
import { MainActionBar } from "./main-action-bar.tsx";
import type { MainActionSlot } from "./main-action-slot.ts";
import { useDocumentTitle, usePageHandle, usePageTitle } from "./page-title.ts";

/**
 * Around every web page: the access notices (a restricted country, a break), the
 * document title, the page's main action as a button, the app's popups,
 * the feedback button (except over the game stream) with room below the page to scroll clear of it,
 * and toasts.
 */
export function WebRootLayout({ mainActions }: { mainActions: MainActionSlot }) {
  const { pathname } = useLocation();
  useDocumentTitle(usePageTitle());
  // Not over the game stream, nor in the operator's console.
  const feedback = !isGameStreamPath(pathname) && !pathname.startsWith(ROUTES.console);
  return (
    <>
      <AccessNotices />
      {/* Where the feedback dock shows, the bottom room lets the page's end (its last link, or the main action
          bar once scrolled to the end) come out from under it. */}
      <div className={feedback ? FEEDBACK_CLEARANCE : undefined}>
        <Outlet />
        <MainActionBar slot={mainActions} />
      </div>
      <DialogHost render={renderAppDialog} />
      {feedback ? <FeedbackButton /> : null}
      <Toaster />
    </>
  );
}

/**
 * The public pages' frame: a slim bar with the brand and the page title, except on pages that are a
 * whole screen of their own (the route table's `ownChrome`: the landing, token, terms…).
 */
export function WebPageLayout() {
  const page = usePageHandle();
  const title = usePageTitle();
  return (
    <>
      {page && !page.ownChrome ? (
        <header
          className={`sticky top-0 ${LAYER.pageBar} border-b border-line/70 bg-canvas/80 backdrop-blur-md`}
        >
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
            <BrandLink compact />
            <span aria-hidden="true" className="hidden h-6 w-px bg-line sm:block" />
            <p className="text-sm font-semibold uppercase tracking-[0.16em] text-muted">{title}</p>
          </div>
        </header>
      ) : null}
      <Outlet />
    </>
  );
}
