import { useMessages } from "../../i18n/messages.ts";
import { MenuToggle } from "../../ui/menu-toggle.tsx";
import { useDisclosure } from "../../ui/use-dismiss.ts";
import { PlayButton } from "../queue/play-button.tsx";
import { dashboardMessages } from "./messages.ts";
import { DASHBOARD_NAV } from "./nav-entries.ts";
import { NavEntryList } from "./nav-menu-parts.tsx";

/** Mobile navigation (docs/product/platform.md §2): the burger opens the same entries; Escape or outside press closes. */
export function BurgerMenu() {
  const t = useMessages(dashboardMessages);
  const { open, ref, close, toggle } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={ref} className="md:hidden">
      <MenuToggle label={t("menu")} open={open} controls="dashboard-burger" onClick={toggle} />
      {open ? (
        <nav
          id="dashboard-burger"
          aria-label={t("menuLabel")}
          className="fixed inset-x-0 top-16 z-30 border-b border-line bg-surface p-4 shadow-card"
        >
          <NavEntryList entries={DASHBOARD_NAV} onNavigate={close} />
          <PlayButton className="mt-3 w-full" />
        </nav>
      ) : null}
    </div>
  );
}
