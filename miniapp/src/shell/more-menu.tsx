import { usePlatform } from "@jadeverse/web/platform";
import { useMessages } from "@jadeverse/web/shell";
import { MenuToggle, useDisclosure } from "@jadeverse/web/ui";
import { lazy, Suspense } from "react";
import { miniAppMessages } from "./messages.ts";

const MoreMenuList = lazy(async () => ({ default: (await import("./more-menu-list.tsx")).MoreMenuList }));

/**
 * The header's "More" menu in the Mini App: the pages beyond the tab bar; Escape or outside press
 * closes. The toggle is in the first screen; the entries (with their icons) load when it first opens.
 */
export function MoreMenu() {
  const { open, ref, close, toggle } = useDisclosure<HTMLDivElement>();
  const t = useMessages(miniAppMessages);
  const { haptic } = usePlatform();
  return (
    <div ref={ref} className="ms-auto">
      <MenuToggle
        label={t("more")}
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
          aria-label={t("more")}
          className="fixed inset-x-0 top-[calc(var(--safe-top)+3.5rem)] z-30 min-h-16 border-b border-line bg-surface p-4 shadow-card"
        >
          <Suspense fallback={null}>
            <MoreMenuList onNavigate={close} />
          </Suspense>
        </nav>
      ) : null}
    </div>
  );
}
