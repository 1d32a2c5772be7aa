import type { QueueStatus } from "@jadeverse/api/client/contracts";
import { useAtom, useSetAtom } from "jotai";
import { type PointerEvent, useEffect, useLayoutEffect, useRef } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { KEEP_CLEAR_SELECTOR, LAYER } from "../../ui/layers.ts";
import { BADGE_WIDTH_PX, clampBadgePosition, defaultBadgePosition, type Point } from "./badge-position.ts";
import { queueBadgePositionAtom, queueMinimisedAtom } from "./queue-state.ts";
import { waitingMessages } from "./waiting/messages.ts";

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
/** A press that moves less than this is a click (restore), not a drag. */
const DRAG_SLOP_PX = 4;

/**
 * The minimised waiting modal: a badge showing the position, dragged anywhere inside the window minus
 * its 200 × 100 px box (docs/product/economy.md §9); a click restores the modal. It first sits in the bottom-right
 * corner above the feedback dock (any control marked keep-clear), flush with the screen's edge.
 */
export function QueueBadge({ status }: { status: QueueStatus }) {
  const t = useMessages(waitingMessages);
  const [position, setPosition] = useAtom(queueBadgePositionAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const place = position ?? clampBadgePosition({ x: Number.MAX_SAFE_INTEGER, y: 0 }, viewport());

  // First placement, before the first paint: the badge's real height decides how far it rises.
  useLayoutEffect(() => {
    if (position || !ref.current) return;
    setPosition(firstPlace(ref.current));
  }, [position, setPosition]);

  useEffect(() => {
    const onResize = () =>
      setPosition((current) =>
        current ? clampBadgePosition(current, viewport()) : ref.current ? firstPlace(ref.current) : null,
      );
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [setPosition]);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { start: { x: event.clientX, y: event.clientY }, origin: place, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_SLOP_PX) return;
    current.moved = true;
    setPosition(clampBadgePosition({ x: current.origin.x + dx, y: current.origin.y + dy }, viewport()));
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && !current.moved) setMinimised(false);
  };

  return (
    <button
      ref={ref}
      type="button"
      aria-label={status.position === null ? t("badgePending") : t("badge", { position: status.position })}
      data-testid="queue-badge"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") setMinimised(false);
      }}
      style={{ left: place.x, top: place.y, width: BADGE_WIDTH_PX }}
      className={`fixed ${LAYER.floating} flex touch-none cursor-grab select-none items-center gap-3 rounded-2xl border border-gold/50 bg-surface/95 px-4 py-3 text-start shadow-glow active:cursor-grabbing ${position ? "" : "invisible"}`}
    >
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-gold" />
      <span className="flex flex-col">
        <span className="text-xs text-muted">{t("inQueue")}</span>
        <span className="font-display text-lg font-semibold">#{status.position ?? "–"}</span>
      </span>
    </button>
  );
}

/** First placement: bottom-right, above the controls it keeps clear of (the feedback dock). */
function firstPlace(badge: HTMLElement): Point {
  const keepClear = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)].map((element) =>
    element.getBoundingClientRect(),
  );
  return defaultBadgePosition(
    viewport(),
    { width: badge.offsetWidth, height: badge.offsetHeight },
    keepClear,
  );
}
