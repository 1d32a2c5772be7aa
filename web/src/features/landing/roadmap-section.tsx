import { type PointerEvent, useEffect, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import {
  ROADMAP,
  ROADMAP_INITIAL_INDEX,
  ROADMAP_SWIPER_QUERY,
  type RoadmapCard,
  SWIPE_THRESHOLD_PX,
} from "./content.ts";
import { ArrowIcon } from "./icons.tsx";
import { type LandingTranslate, landingMessages } from "./messages.ts";
import { rowShift, swipeStep, useDirection } from "./slide-motion.ts";

/** A card's title, its quarter: "2025 Q1" in English. */
const quarterOf = (t: LandingTranslate, card: RoadmapCard) =>
  t("q", { y: String(card.year), q: String(card.quarter) });

/** A card's stable key, whatever the language. */
const keyOf = (card: RoadmapCard) => `${card.year}-${card.quarter}`;

function CardBody({ card }: { card: RoadmapCard }) {
  const t = useMessages(landingMessages);
  return (
    <>
      <h3 className="font-display text-3xl font-bold text-gold">{quarterOf(t, card)}</h3>
      <p className="mt-1 text-lg font-semibold">{t(card.subtitle)}</p>
      <ul className="mt-5 flex flex-col gap-2.5">
        {card.bullets.map((bullet) => (
          <li key={bullet} className="flex gap-3 text-ink/85">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rotate-45 bg-jade" />
            {t(bullet)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Card width in the swiper, % of the viewport; the active card is centred. */
const SWIPER_CARD = 36;
const CONTROL =
  "grid size-12 place-items-center rounded-full border border-line bg-canvas text-ink transition hover:border-gold hover:text-gold disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink";

/**
 * Wide screens: one row, the active card centred, prev/next and dots; starts on the second card. The
 * row starts at the reading start (the right in Arabic), so its shift and swipes follow the direction.
 */
function RoadmapSwiper() {
  const t = useMessages(landingMessages);
  const direction = useDirection();
  const [active, setActive] = useState(ROADMAP_INITIAL_INDEX);
  const dragStart = useRef<number | null>(null);
  const go = (index: number) => setActive(Math.min(ROADMAP.length - 1, Math.max(0, index)));
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const step = swipeStep(event.clientX - dragStart.current, SWIPE_THRESHOLD_PX, direction);
    dragStart.current = null;
    if (step !== 0) go(active + step);
  };

  return (
    <section data-roadmap-mode="swiper" aria-roledescription="carousel" aria-label={t("roadmap")}>
      <div
        className="touch-pan-y overflow-hidden select-none"
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
      >
        <ol
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(${rowShift(active, SWIPER_CARD, direction)}%)` }}
        >
          {ROADMAP.map((card, index) => {
            const current = index === active;
            return (
              <li
                key={keyOf(card)}
                aria-roledescription="slide"
                aria-label={t("of", { n: String(index + 1), total: String(ROADMAP.length) })}
                aria-current={current ? "true" : undefined}
                data-active={current}
                className="shrink-0 px-3 transition-[scale] duration-500"
                // Side cards recede by size and surface, not opacity, so their text keeps its contrast.
                style={{ width: `${SWIPER_CARD}%`, scale: current ? "1" : "0.9" }}
              >
                <article
                  className={`h-full min-h-80 rounded-card border p-8 ${current ? "border-gold/70 bg-[linear-gradient(160deg,#1a4a37,#0a2219)] shadow-glow" : "border-line bg-surface"}`}
                >
                  <CardBody card={card} />
                </article>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="mt-8 flex items-center justify-center gap-6">
        <button
          type="button"
          aria-label={t("prevCard")}
          className={CONTROL}
          disabled={active === 0}
          onClick={() => go(active - 1)}
        >
          <ArrowIcon direction="left" className="size-5 rtl:-scale-x-100" />
        </button>
        <div className="flex items-center gap-1">
          {ROADMAP.map((card, index) => (
            <button
              key={keyOf(card)}
              type="button"
              aria-label={t("show", { card: quarterOf(t, card) })}
              aria-current={index === active ? "true" : undefined}
              onClick={() => go(index)}
              className="grid size-8 place-items-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === active ? "w-6 bg-gold" : "w-2 bg-line"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label={t("nextCard")}
          className={CONTROL}
          disabled={active === ROADMAP.length - 1}
          onClick={() => go(active + 1)}
        >
          <ArrowIcon direction="right" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </section>
  );
}

/**
 * True when a card is fully in view (threshold 1), or fills the whole viewport when it is taller
 * than it (a ratio of 1 is then impossible).
 */
function fullyVisible(entry: IntersectionObserverEntry): boolean {
  if (entry.intersectionRatio >= 1) return true;
  const rootHeight = entry.rootBounds?.height ?? Number.POSITIVE_INFINITY;
  return entry.isIntersecting && entry.intersectionRect.height >= rootHeight - 1;
}

/** Narrow screens: the cards stacked on a timeline, each fading in once it is fully visible. */
function RoadmapStack() {
  const listRef = useRef<HTMLOListElement>(null);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    const items = Array.from(listRef.current?.children ?? []);
    if (typeof IntersectionObserver === "undefined") {
      setShown(new Set(items.map((_, index) => index)));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const reveal = entries.filter(fullyVisible).map((entry) => items.indexOf(entry.target));
        if (reveal.length === 0) return;
        for (const entry of entries) if (fullyVisible(entry)) observer.unobserve(entry.target);
        setShown((current) => new Set([...current, ...reveal]));
      },
      { threshold: [0.5, 1] },
    );
    for (const item of items) observer.observe(item);
    return () => observer.disconnect();
  }, []);

  return (
    <ol
      ref={listRef}
      data-roadmap-mode="stack"
      className="relative flex flex-col gap-6 border-s border-line/80 ps-6 sm:ps-10"
    >
      {ROADMAP.map((card, index) => {
        const visible = shown.has(index);
        return (
          <li
            key={keyOf(card)}
            data-visible={visible}
            className={`relative transition-[opacity,translate] duration-700 ease-out ${visible ? "translate-y-0 opacity-100" : "translate-y-6 opacity-0"}`}
          >
            <span
              aria-hidden="true"
              className="absolute top-8 -start-[1.9rem] size-3 rotate-45 border-2 border-gold bg-canvas sm:-start-[2.9rem]"
            />
            <article className="rounded-card border border-line bg-surface p-6 shadow-card">
              <CardBody card={card} />
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Landing section 12 (docs/product/platform.md §1, §2, §9): the five roadmap cards. A swiper from 1200 px that starts
 * on the second card, stacked cards below that fade in when fully visible; switches live on resize.
 */
export function RoadmapSection() {
  const t = useMessages(landingMessages);
  const wide = useMediaQuery(ROADMAP_SWIPER_QUERY);
  return (
    <section aria-labelledby="roadmap-title" className="overflow-hidden py-20 sm:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-center text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("roadmap")}</p>
        <h2
          id="roadmap-title"
          className="mt-3 mb-12 text-center font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t("roadT")}
        </h2>
        {wide ? <RoadmapSwiper /> : <RoadmapStack />}
      </div>
    </section>
  );
}
