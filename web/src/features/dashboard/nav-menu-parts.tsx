import { NavLink } from "react-router";
import type { NavEntry } from "./nav-entries.ts";
import { NavIcon } from "./nav-icon.tsx";

/** The round button that opens a navigation menu: three bars, a cross while open. */
export function MenuToggle({
  label,
  open,
  controls,
  onClick,
}: {
  label: string;
  open: boolean;
  controls: string;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onClick}
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
  );
}

/** A menu's entries: icon and label, the current page marked; choosing one closes the menu. */
export function NavEntryList({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate(): void }) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink
            to={entry.path}
            end
            onClick={onNavigate}
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
  );
}
