import { Link, NavLink } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { PlayButton } from "../queue/play-button.tsx";
import { dashboardMessages } from "./messages.ts";
import { DASHBOARD_NAV } from "./nav-entries.ts";
import { NavIcon } from "./nav-icon.tsx";
import { type AvatarFrame, PlayerAvatar } from "./player-avatar.tsx";

const entryClasses = ({ isActive }: { isActive: boolean }) =>
  `group relative grid size-11 place-items-center rounded-xl transition ${
    isActive ? "bg-jade/15 text-jade" : "text-muted hover:bg-raised hover:text-ink"
  }`;

/** Desktop side navigation (docs/product/platform.md §2): icon entries with tooltips, the avatar (settings) and Play. */
export function SideNav({
  name,
  avatarUrl,
  frame = null,
}: {
  name: string;
  avatarUrl: string | null;
  /** The season pass's avatar frame (docs/passes.md). */
  frame?: AvatarFrame;
}) {
  const t = useMessages(dashboardMessages);
  return (
    <nav
      aria-label={t("sideNavLabel")}
      data-tutorial="navigation"
      className="fixed inset-y-0 start-0 z-20 hidden w-20 flex-col items-center gap-2 border-e border-line bg-surface/90 py-4 md:flex"
    >
      <ul className="flex flex-1 flex-col items-center gap-1">
        {DASHBOARD_NAV.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} end aria-label={t(entry.label)} className={entryClasses}>
              <NavIcon icon={entry.icon} />
              <span
                role="tooltip"
                className="pointer-events-none absolute start-full ms-3 whitespace-nowrap rounded-lg border border-line bg-raised px-2.5 py-1 text-xs font-semibold text-ink opacity-0 shadow-card transition group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                {t(entry.label)}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
      <Link to="/dashboard/settings" aria-label={t("openSettings")} className="rounded-full [&>*]:size-11">
        <PlayerAvatar name={name} imageUrl={avatarUrl} frame={frame} />
      </Link>
      {/* The rail is 80 px wide: "Play {product}" runs top to bottom on one line rather than wrapping. */}
      <PlayButton className="h-auto! w-11 px-0! py-4 text-xs whitespace-nowrap [writing-mode:vertical-rl] rotate-180" />
    </nav>
  );
}
