import {
  AccessNotices,
  DialogHost,
  PRODUCT_NAME,
  sessionAtom,
  Toaster,
  usePageHandle,
  usePageTitle,
  useSession,
} from "@jadeverse/web/shell";
import { LogoMark } from "@jadeverse/web/ui";
import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { useBackButton } from "../telegram/use-back-button.ts";
import { SignInFailed, SigningIn } from "./boot-status.tsx";
import { renderMiniAppDialog } from "./miniapp-dialogs.tsx";
import { MoreMenu } from "./more-menu.tsx";
import { TabBar } from "./tab-bar.tsx";

const PlayerStrip = lazy(async () => ({ default: (await import("./player-extras.tsx")).PlayerStripSlot }));
const QueueRunner = lazy(async () => ({ default: (await import("./player-extras.tsx")).QueueSlot }));

/** The page, once the Telegram sign-in has succeeded; its progress or failure until then. */
function SessionGate() {
  const state = useAtomValue(sessionAtom);
  const session = useSession();
  if (state.status === "signed-in") return <Outlet />;
  if (state.status === "checking") return <SigningIn />;
  return (
    <SignInFailed message={state.error?.message} onRetry={() => void session.restore()} retrying={false} />
  );
}

/**
 * The Mini App's layout route: the access notices (a restricted country, a break),
 * a slim header (brand, page title) and the player's strip (rank, level,
 * balances, the welcome picker), the page, the bottom tab bar, the queue (modal, badge, launch) as on
 * the web; Telegram's BackButton follows the navigation depth; safe areas respected.
 */
export function AppShell() {
  useBackButton();
  const page = usePageHandle();
  const title = usePageTitle();
  const signedIn = useAtomValue(sessionAtom).status === "signed-in";
  const extras = (
    <>
      <Suspense fallback={null}>{signedIn ? <QueueRunner /> : null}</Suspense>
      <DialogHost render={renderMiniAppDialog} />
      <Toaster />
    </>
  );
  // A whole-screen page (the game stream, a payment result) brings its own chrome: no header, strip
  // or tab bar over it; Telegram's BackButton still leads back.
  if (page?.ownChrome)
    return (
      <div className="flex min-h-(--app-height) flex-col pt-(--safe-top) pe-(--safe-right) pb-(--safe-bottom) ps-(--safe-left)">
        <AccessNotices />
        <main id="main" className="flex flex-1 flex-col">
          <SessionGate />
        </main>
        {extras}
      </div>
    );
  return (
    <div className="flex min-h-(--app-height) flex-col pt-(--safe-top) pe-(--safe-right) ps-(--safe-left)">
      <AccessNotices />
      <header className="flex items-center gap-2 px-4 pt-3 pb-1">
        <LogoMark className="size-7" />
        <div className="flex min-w-0 flex-col leading-tight">
          <span className="font-display text-base font-semibold tracking-wide">{PRODUCT_NAME}</span>
          {title ? <span className="truncate text-xs text-muted">{title}</span> : null}
        </div>
        {signedIn ? <MoreMenu /> : null}
      </header>
      <Suspense fallback={null}>{signedIn ? <PlayerStrip /> : null}</Suspense>
      <main
        id="main"
        className="flex min-w-0 flex-1 flex-col gap-6 px-4 pt-3 pb-[calc(var(--tab-bar-height)+var(--safe-bottom)+1.5rem)]"
      >
        <SessionGate />
      </main>
      <TabBar />
      {extras}
    </div>
  );
}
