import { BETA_BANNER } from "../../lib/constants.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { LogoutButton } from "./logout-button.tsx";

/** The dashboard's top bar: home link, page title and Logout; the beta notice sits beneath it. */
export function DashboardHeader({ title }: { title: string }) {
  return (
    <header className="sticky top-0 z-10 border-b border-line/70 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <BrandLink compact />
        <span aria-hidden="true" className="hidden h-6 w-px bg-line sm:block" />
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-muted">{title}</p>
        <div className="ml-auto">
          <LogoutButton />
        </div>
      </div>
      <p className="border-t border-gold/20 bg-gold/10 px-4 py-1.5 text-center text-xs font-medium text-gold">
        {BETA_BANNER}
      </p>
    </header>
  );
}
