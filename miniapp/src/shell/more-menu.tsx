import { DASHBOARD_NAV } from "@jadeverse/web/features/dashboard/nav-entries.ts";
import { NavIcon } from "@jadeverse/web/features/dashboard/nav-icon.tsx";
import { useDisclosure } from "@jadeverse/web/features/dashboard/use-dismiss.ts";
import { ROUTES } from "@jadeverse/web/lib/constants.ts";
import { usePlatform } from "@jadeverse/web/lib/platform.ts";
import { TAB_ROUTES } from "@jadeverse/web/route-table.tsx";
import { NavLink } from "react-router";

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
      <button
        type="button"
        aria-label="More"
        aria-expanded={open}
        aria-controls="miniapp-more"
        onClick={() => {
          haptic("selection");
          toggle();
        }}
        className="grid size-10 place-items-center rounded-full border border-line bg-raised"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open ? (
        <nav
          id="miniapp-more"
          aria-label="More"
          className="fixed inset-x-0 top-[calc(var(--safe-top)+3.5rem)] z-30 border-b border-line bg-surface p-4 shadow-card"
        >
          <ul className="flex flex-col gap-1">
            {MORE_ENTRIES.map((entry) => (
              <li key={entry.path}>
                <NavLink
                  to={entry.path}
                  end
                  onClick={close}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold ${isActive ? "bg-jade/15 text-jade" : "text-ink hover:bg-raised"}`
                  }
                >
                  <NavIcon icon={entry.icon} />
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
