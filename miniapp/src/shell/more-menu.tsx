import { DASHBOARD_NAV } from "@jadeverse/web/features/dashboard/nav-entries.ts";
import { MenuToggle, NavEntryList } from "@jadeverse/web/features/dashboard/nav-menu-parts.tsx";
import { useDisclosure } from "@jadeverse/web/features/dashboard/use-dismiss.ts";
import { ROUTES } from "@jadeverse/web/lib/constants.ts";
import { usePlatform } from "@jadeverse/web/lib/platform.ts";
import { TAB_ROUTES } from "@jadeverse/web/route-table.tsx";

const TAB_PATHS = new Set(TAB_ROUTES.map((route) => route.path));

/**
 * The dashboard's places the tab bar has no room for (buy gems, vesting, staking, settings): the web's
 * navigation entries (one list, features/dashboard/nav-entries.ts) less the tabs and home.
 */
export const MORE_ENTRIES = DASHBOARD_NAV.filter(
  (entry) => entry.path !== ROUTES.dashboard && !TAB_PATHS.has(entry.path),
);

/** The header's "More" menu in the Mini App: the pages beyond the tab bar; Escape or outside press closes. */
export function MoreMenu() {
  const { open, ref, close, toggle } = useDisclosure<HTMLDivElement>();
  const { haptic } = usePlatform();
  return (
    <div ref={ref} className="ml-auto">
      <MenuToggle
        label="More"
        open={open}
        controls="miniapp-more"
        onClick={() => {
          haptic("selection");
          toggle();
        }}
      />
      {open ? (
        <nav
          id="miniapp-more"
          aria-label="More"
          className="fixed inset-x-0 top-[calc(var(--safe-top)+3.5rem)] z-30 border-b border-line bg-surface p-4 shadow-card"
        >
          <NavEntryList entries={MORE_ENTRIES} onNavigate={close} />
        </nav>
      ) : null}
    </div>
  );
}
