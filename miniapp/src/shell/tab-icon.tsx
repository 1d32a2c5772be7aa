import type { TabIcon as TabIconName } from "@jadeverse/web/routes";

const PATHS: Record<TabIconName, string> = {
  home: "M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1v-9.5Z",
  games:
    "M7 8h10a4 4 0 0 1 3.9 4.9l-.7 3.2a2.3 2.3 0 0 1-3.9 1L14.5 15h-5l-1.8 2.1a2.3 2.3 0 0 1-3.9-1l-.7-3.2A4 4 0 0 1 7 8Zm1 2.5v3M6.5 12h3m5.5-.5h.01M17 13.5h.01",
  store: "M4 8h16l-1.2 11.1a1 1 0 0 1-1 .9H6.2a1 1 0 0 1-1-.9L4 8Zm4 0V6a4 4 0 1 1 8 0v2",
  wheel: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4",
  items: "M20 7 12 3 4 7v10l8 4 8-4V7ZM4 7l8 4 8-4M12 11v10",
  leaderboard: "M4 20V12h4v8H4Zm6 0V6h4v14h-4Zm6 0v-5h4v5h-4Z",
};

/** A bottom-tab glyph. Decorative: the tab's label names it. */
export function TabIcon({ name }: { name: TabIconName }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
      <path
        d={PATHS[name]}
        fill="currentColor"
        fillOpacity="0.18"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
