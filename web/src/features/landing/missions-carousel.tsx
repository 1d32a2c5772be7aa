import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { CAROUSEL_INITIAL_INDEX, CAROUSEL_VISIBLE, MISSIONS, SWIPE_THRESHOLD_PX } from "./content.ts";
import { ArrowIcon } from "./icons.tsx";

const COUNT = MISSIONS.length;
const HALF = Math.floor(COUNT / 2);
/** Slides either side of the active one that are shown (3 visible: one each side). */
const REACH = Math.floor(CAROUSEL_VISIBLE / 2);

/** Where slide `index` sits relative to the active one, wrapped into -HALF…HALF-1 (the loop). */
function offsetOf(index: number, active: number): number {
  return ((index - active + COUNT + HALF) % COUNT) - HALF;
}

const ARROW =
  "absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 place-items-center rounded-full border border-line bg-canvas/90 text-ink shadow-card transition hover:border-gold hover:text-gold min-[769px]:grid";

/**
 * Landing section 10 (docs/product/platform.md §2, §9): 14 mission slides, 3 visible with the active one centred,
 * looping, starting on the third (index 2). Previous/Next arrows above 768 px only; swipe or drag
 * on any screen, and the arrow keys once focused. No library: every slide sits in one grid cell and
 * is moved by its wrapped offset, so the loop needs no cloned slides.
 */
export function MissionsCarousel() {
  const [active, setActive] = useState(CAROUSEL_INITIAL_INDEX);
  const dragStart = useRef<number | null>(null);
  const move = (delta: number) => setActive((current) => (current + delta + COUNT) % COUNT);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const travel = event.clientX - dragStart.current;
    dragStart.current = null;
    if (Math.abs(travel) >= SWIPE_THRESHOLD_PX) move(travel < 0 ? 1 : -1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-labelledby="missions-title"
      aria-roledescription="carousel"
      className="overflow-hidden py-20 sm:py-24"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-center text-sm font-bold tracking-[0.24em] text-gold uppercase">Missions</p>
        <h2
          id="missions-title"
          className="mt-3 text-center font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          Daily missions, real rewards
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-center text-muted">
          Fourteen ways to fill your vault this season. Swipe through them and pick your next goal.
        </p>
        <div className="relative mt-12">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => move(-1)}
            className={`${ARROW} left-0`}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => move(1)}
            className={`${ARROW} right-0`}
          >
            <ArrowIcon direction="right" />
          </button>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys move the carousel where there are no arrow buttons.
            tabIndex={0}
            aria-label="Mission slides: use the left and right arrow keys to move"
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              dragStart.current = null;
            }}
            aria-live="polite"
            className="grid touch-pan-y rounded-card select-none min-[769px]:mx-16"
            style={{ "--slide": "min(64%, 22rem)" } as CSSProperties}
          >
            {MISSIONS.map((mission, index) => {
              const offset = offsetOf(index, active);
              const visible = Math.abs(offset) <= REACH;
              const current = offset === 0;
              return (
                // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a slide is a group with roledescription "slide".
                <div
                  key={mission.title}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${COUNT}`}
                  aria-current={current ? "true" : undefined}
                  aria-hidden={visible ? undefined : true}
                  inert={!visible}
                  data-active={current}
                  data-visible={visible}
                  className="col-start-1 row-start-1 w-(--slide) justify-self-center px-2 transition-[transform,opacity] duration-400 ease-out min-[500px]:w-1/3"
                  style={{
                    transform: `translateX(${offset * 100}%) scale(${current ? 1 : 0.86})`,
                    // Neighbours are de-emphasised by size and surface, not opacity, so their text keeps its contrast.
                    opacity: visible ? 1 : 0,
                  }}
                >
                  <article
                    className={`flex h-full flex-col gap-4 rounded-card border p-6 ${current ? "border-gold/70 bg-[linear-gradient(160deg,#1a4a37,#0a2219)] shadow-glow" : "border-line bg-surface"}`}
                  >
                    <span className="font-display text-sm font-bold tracking-[0.2em] text-gold uppercase">
                      Mission {String(index + 1).padStart(2, "0")}
                    </span>
                    <h3 className="min-h-[3.5rem] text-lg leading-snug font-bold text-balance">
                      {mission.title}
                    </h3>
                    <p className="mt-auto rounded-full bg-canvas/70 px-4 py-2 text-sm font-semibold text-ink">
                      <span className="sr-only">Reward: </span>
                      {mission.reward}
                    </p>
                  </article>
                </div>
              );
            })}
          </section>
        </div>
      </div>
    </section>
  );
}
