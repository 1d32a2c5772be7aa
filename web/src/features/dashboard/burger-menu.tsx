import { NavLink } from "react-router";
import { PlayButton } from "../queue/play-button.tsx";
import { DASHBOARD_NAV } from "./nav-entries.ts";
import { NavIcon } from "./nav-icon.tsx";
import { useDisclosure } from "./use-dismiss.ts";

/** Mobile navigation (spec 000 §2): the burger opens the same entries; Escape or outside press closes. */
export function BurgerMenu() {
  const { open, ref, close, toggle } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={ref} className="md:hidden">
      <button
        type="button"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls="dashboard-burger"
        onClick={toggle}
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
          id="dashboard-burger"
          aria-label="Dashboard menu"
          className="fixed inset-x-0 top-16 z-30 border-b border-line bg-surface p-4 shadow-card"
        >
          <ul className="flex flex-col gap-1">
            {DASHBOARD_NAV.map((entry) => (
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
          <PlayButton className="mt-3 w-full" />
        </nav>
      ) : null}
    </div>
  );
}
