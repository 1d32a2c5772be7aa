import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { LogoMark } from "../../ui/logo-mark.tsx";
import { usePlay } from "../queue/use-play.ts";
import { leaderboardMessages } from "./messages.ts";

/**
 * docs/product/economy.md §2: the leaderboard's logo play button, the dashboard's Play behaviour (usePlay): pixel
 * streaming opens /play-pixel, otherwise it joins the queue; inactive while the player may not play.
 */
export function LogoPlayButton() {
  const t = useMessages(leaderboardMessages);
  const { enabled, busy, play } = usePlay();
  const label = t("playProduct", { product: PRODUCT_NAME });
  return (
    <button
      type="button"
      data-testid="leaderboard-play"
      aria-label={label}
      title={label}
      disabled={!enabled || busy}
      aria-busy={busy || undefined}
      onClick={play}
      className="group relative grid size-14 shrink-0 place-items-center rounded-full transition hover:scale-105 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:scale-100"
    >
      <LogoMark className="size-14" />
      <span
        aria-hidden="true"
        className="absolute grid size-6 place-items-center rounded-full bg-canvas/80 text-gold shadow-card group-hover:text-ink"
      >
        <svg viewBox="0 0 16 16" className="size-3.5 translate-x-px" fill="currentColor" aria-hidden="true">
          <path d="M4 2.5v11l9-5.5z" />
        </svg>
      </span>
    </button>
  );
}
