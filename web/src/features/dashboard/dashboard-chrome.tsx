import { Outlet } from "react-router";
import { BADGE_MARGIN_PX } from "../queue/badge-position.ts";
import { QUEUE_BADGE_BOX } from "../queue/constants.ts";
import { QueueRunner } from "../queue/queue-runner.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { SideNav } from "./side-nav.tsx";
import { TutorialOverlay } from "./tutorial-overlay.tsx";
import { usePlayerSummary } from "./use-player-summary.ts";

/** The queue badge's height and its margin above the feedback dock. */
const QUEUE_BADGE_CLEARANCE_PX = QUEUE_BADGE_BOX.height + BADGE_MARGIN_PX;

/**
 * The web's layout for the protected pages (docs/product/platform.md §2 "Dashboard shell"): side navigation, header
 * and beta banner around the page body (`<Outlet/>`), plus the welcome picker, the tutorial and the
 * queue (modal, badge, launch). The Mini App has its own shell and reuses the pieces.
 */
export function DashboardChrome() {
  const summary = usePlayerSummary();
  return (
    <div className="min-h-dvh md:ps-20">
      <SideNav
        name={summary?.nickname ?? ""}
        avatarUrl={summary?.avatarUrl ?? null}
        frame={summary?.pass?.frame ?? null}
      />
      <DashboardHeader />
      {/* The root layout already keeps the page's end clear of the feedback dock; this room lets it also
          scroll clear of the queue badge, whose first place is right above the dock. */}
      <main className="px-4 pt-6 sm:px-6 sm:pt-8" style={{ paddingBottom: QUEUE_BADGE_CLEARANCE_PX }}>
        <Outlet />
      </main>
      <AvatarPicker />
      <TutorialOverlay />
      <QueueRunner />
    </div>
  );
}
