/** Bottom navigation. Home is the only tab so far; later issues add Store, Wheel, Leaderboard… */
export function TabBar() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/90 pb-(--safe-bottom) backdrop-blur-md"
    >
      <ul className="mx-auto flex h-(--tab-bar-height) max-w-md items-stretch justify-around">
        <li className="flex flex-1">
          <button
            type="button"
            aria-current="page"
            onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
            className="flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-jade"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" aria-hidden="true">
              <path
                d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1v-9.5Z"
                fill="currentColor"
                fillOpacity="0.18"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
            Home
          </button>
        </li>
      </ul>
    </nav>
  );
}
