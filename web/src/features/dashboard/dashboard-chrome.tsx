import { Outlet } from "react-router";
import { QueueRunner } from "../queue/queue-runner.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { SideNav } from "./side-nav.tsx";
import { TutorialOverlay } from "./tutorial-overlay.tsx";
import { usePlayerSummary } from "./use-player-summary.ts";

/**
 * The web's layout for the protected pages (spec 000 §2 "Dashboard shell"): side navigation, header
 * and beta banner around the page body (`<Outlet/>`), plus the welcome picker, the tutorial and the
 * queue (modal, badge, launch). The Mini App has its own shell and reuses the pieces.
 */
export function DashboardChrome() {
  const summary = usePlayerSummary();
  return (
    <div className="min-h-dvh md:pl-20">
      <SideNav name={summary?.nickname ?? ""} avatarUrl={summary?.avatarUrl ?? null} />
      <DashboardHeader />
      {/* The bottom room lets the page's end scroll clear of the floating queue badge and Feedback pill. */}
      <main className="px-4 pt-6 pb-36 sm:px-6 sm:pt-8">
        <Outlet />
      </main>
      <AvatarPicker />
      <TutorialOverlay />
      <QueueRunner />
    </div>
  );
}
