import { NavLink } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { dashboardMessages } from "./messages.ts";
import type { NavEntry } from "./nav-entries.ts";
import { NavIcon } from "./nav-icon.tsx";

/** A menu's entries: icon and label, the current page marked; choosing one closes the menu. */
export function NavEntryList({ entries, onNavigate }: { entries: readonly NavEntry[]; onNavigate(): void }) {
  const t = useMessages(dashboardMessages);
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
            {t(entry.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
