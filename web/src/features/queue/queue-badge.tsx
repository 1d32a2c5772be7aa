import type { QueueStatus } from "@jadeverse/api/client/contracts";
import { useAtom, useSetAtom } from "jotai";
import { type PointerEvent, useEffect, useRef } from "react";
import { clampBadgePosition, type Point } from "./badge-position.ts";
import { QUEUE_BADGE_BOX } from "./constants.ts";
import { queueBadgePositionAtom, queueMinimisedAtom } from "./queue-state.ts";

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
/** A press that moves less than this is a click (restore), not a drag. */
const DRAG_SLOP_PX = 4;

/**
 * The minimised waiting modal: a badge showing the position, dragged anywhere inside the window minus
 * its 200 × 100 px box (spec 001 §9); a click restores the modal.
 */
export function QueueBadge({ status }: { status: QueueStatus }) {
  const [position, setPosition] = useAtom(queueBadgePositionAtom);
  const setMinimised = useSetAtom(queueMinimisedAtom);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const place = position ?? defaultPlace();

  useEffect(() => {
    const onResize = () =>
      setPosition((current) => clampBadgePosition(current ?? defaultPlace(), viewport()));
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
      type="button"
      aria-label={`Queue position ${status.position ?? "pending"}: open the queue`}
      data-testid="queue-badge"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") setMinimised(false);
      }}
      style={{ left: place.x, top: place.y, maxWidth: QUEUE_BADGE_BOX.width }}
      className="fixed z-40 flex touch-none cursor-grab select-none items-center gap-3 rounded-2xl border border-gold/50 bg-surface/95 px-4 py-3 text-left shadow-glow active:cursor-grabbing"
    >
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-gold" />
      <span className="flex flex-col">
        <span className="text-xs text-muted">In queue</span>
        <span className="font-display text-lg font-semibold">#{status.position ?? "–"}</span>
      </span>
    </button>
  );
}

/** First placement: bottom-right corner of the allowed area. */
const defaultPlace = (): Point =>
  clampBadgePosition({ x: Number.MAX_SAFE_INTEGER, y: Number.MAX_SAFE_INTEGER }, viewport());
