import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import {
  CAROUSEL_INITIAL_INDEX,
  CAROUSEL_VISIBLE,
  MISSIONS,
  type Mission,
  SWIPE_THRESHOLD_PX,
} from "./content.ts";
import { ArrowIcon } from "./icons.tsx";
import { type LandingTranslate, landingMessages } from "./messages.ts";
import { keyStep, loopOffset, slideShift, swipeStep, useDirection } from "./slide-motion.ts";

const COUNT = MISSIONS.length;
/** Slides either side of the active one that are shown (3 visible: one each side). */
const REACH = Math.floor(CAROUSEL_VISIBLE / 2);

const ARROW =
  "absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 place-items-center rounded-full border border-line bg-canvas/90 text-ink shadow-card transition hover:border-gold hover:text-gold min-[769px]:grid";

/** A mission's reward, its amount (if it names one) written by the number rule in the player's language. */
const rewardText = (t: LandingTranslate, { reward, amount }: Mission) =>
  t(reward, amount === undefined ? undefined : { count: amount, n: formatLargeNumber(amount) });

/**
 * Landing section 10 (docs/product/platform.md §2, §9): 14 mission slides, 3 visible with the active one centred,
 * looping, starting on the third (index 2). Previous/Next arrows above 768 px only; swipe or drag
 * on any screen, and the arrow keys once focused. No library: every slide sits in one grid cell and
 * is moved by its wrapped offset, so the loop needs no cloned slides. Right to left (Arabic) the next
 * slides lie to the left: offsets, swipes and arrow keys follow the reading direction (./slide-motion.ts).
 */
export function MissionsCarousel() {
  const t = useMessages(landingMessages);
  const direction = useDirection();
  const [active, setActive] = useState(CAROUSEL_INITIAL_INDEX);
  const dragStart = useRef<number | null>(null);
  const move = (delta: number) => setActive((current) => (current + delta + COUNT) % COUNT);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const step = swipeStep(event.clientX - dragStart.current, SWIPE_THRESHOLD_PX, direction);
    dragStart.current = null;
    if (step !== 0) move(step);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = keyStep(event.key, direction);
    if (step === 0) return;
    move(step);
    event.preventDefault();
  };

  return (
    <section
      aria-labelledby="missions-title"
      aria-roledescription="carousel"
      className="overflow-hidden py-20 sm:py-24"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-center text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("missions")}</p>
        <h2
          id="missions-title"
          className="mt-3 text-center font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t("missionsT")}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-center text-muted">{t("missionsP")}</p>
        <div className="relative mt-12">
          <button
            type="button"
            aria-label={t("prev")}
            onClick={() => move(-1)}
            className={`${ARROW} start-0`}
          >
            <ArrowIcon direction="left" className="size-5 rtl:-scale-x-100" />
          </button>
          <button type="button" aria-label={t("next")} onClick={() => move(1)} className={`${ARROW} end-0`}>
            <ArrowIcon direction="right" className="size-5 rtl:-scale-x-100" />
          </button>
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys move the carousel where there are no arrow buttons.
            tabIndex={0}
            aria-label={t("slides")}
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
              const offset = loopOffset(index, active, COUNT);
              const visible = Math.abs(offset) <= REACH;
              const current = offset === 0;
              return (
                // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: a slide is a group with roledescription "slide".
                <div
                  key={mission.title}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t("of", { n: String(index + 1), total: String(COUNT) })}
                  aria-current={current ? "true" : undefined}
                  aria-hidden={visible ? undefined : true}
                  inert={!visible}
                  data-active={current}
                  data-visible={visible}
                  className="col-start-1 row-start-1 w-(--slide) justify-self-center px-2 transition-[transform,opacity] duration-400 ease-out min-[500px]:w-1/3"
                  style={{
                    transform: `translateX(${slideShift(offset, direction)}%) scale(${current ? 1 : 0.86})`,
                    // Neighbours are de-emphasised by size and surface, not opacity, so their text keeps its contrast.
                    opacity: visible ? 1 : 0,
                  }}
                >
                  <article
                    className={`flex h-full flex-col gap-4 rounded-card border p-6 ${current ? "border-gold/70 bg-[linear-gradient(160deg,#1a4a37,#0a2219)] shadow-glow" : "border-line bg-surface"}`}
                  >
                    <span className="font-display text-sm font-bold tracking-[0.2em] text-gold uppercase">
                      {t("mission", { n: String(index + 1).padStart(2, "0") })}
                    </span>
                    <h3 className="min-h-[3.5rem] text-lg leading-snug font-bold text-balance">
                      {t(mission.title)}
                    </h3>
                    <p className="mt-auto rounded-full bg-canvas/70 px-4 py-2 text-sm font-semibold text-ink">
                      <span className="sr-only">{t("reward")} </span>
                      {rewardText(t, mission)}
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
