import { PRODUCT_NAME } from "@jadeverse/web/lib/constants";
import { LogoMark } from "@jadeverse/web/ui/logo-mark";
import type { ReactNode } from "react";
import { TabBar } from "./tab-bar.tsx";

/** The Mini App frame: a slim brand bar, the active tab, the bottom tab bar; safe areas respected. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-(--app-height) flex-col pt-(--safe-top)">
      <header className="flex items-center gap-2 px-4 pt-3 pb-1">
        <LogoMark className="size-7" />
        <span className="font-display text-base font-semibold tracking-wide">{PRODUCT_NAME}</span>
      </header>
      <main
        id="main"
        className="flex flex-1 flex-col gap-6 px-4 pt-3 pb-[calc(var(--tab-bar-height)+var(--safe-bottom)+1.5rem)]"
      >
        {children}
      </main>
      <TabBar />
    </div>
  );
}
