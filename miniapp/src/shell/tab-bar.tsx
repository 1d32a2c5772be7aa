import { usePlatform } from "@jadeverse/web/platform";
import { TAB_ROUTES, uiMessages } from "@jadeverse/web/routes";
import { useMessages } from "@jadeverse/web/shell";
import { NavLink } from "react-router";
import { miniAppMessages } from "./messages.ts";
import { TabIcon } from "./tab-icon.tsx";

/**
 * Bottom navigation: the route table's tab entries. Switching tabs replaces the history entry, so a
 * tab is always depth 0 and Telegram's BackButton only appears on pages opened from a tab. Opaque, in
 * the Telegram theme's bottom-bar colour (else its section colour): no page shows through it.
 */
export function TabBar() {
  const t = useMessages(miniAppMessages);
  const tab = useMessages(uiMessages);
  const { haptic } = usePlatform();
  return (
    <nav
      aria-label={t("main")}
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-[var(--tg-theme-bottom-bar-bg-color,var(--color-surface))] pe-(--safe-right) pb-(--safe-bottom) ps-(--safe-left)"
    >
      <ul className="mx-auto flex h-(--tab-bar-height) max-w-md items-stretch justify-around">
        {TAB_ROUTES.map((route) =>
          route.tab ? (
            <li key={route.id} className="flex flex-1">
              <NavLink
                to={route.path}
                end
                replace
                onClick={() => haptic("selection")}
                className={({ isActive }) =>
                  `flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[0.6875rem] font-semibold whitespace-nowrap ${
                    isActive ? "text-jade" : "text-muted"
                  }`
                }
              >
                <TabIcon name={route.tab.icon} />
                {tab(route.tab.label)}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}
