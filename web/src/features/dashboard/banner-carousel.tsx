import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { usePlatform } from "../../lib/platform.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { playBlockedReason } from "../queue/constants.ts";
import { usePlay } from "../queue/use-play.ts";
import { toBannerSlides } from "./banner-slides.ts";
import { nextSlide } from "./carousel.ts";
import { BANNER_TEXT, BANNER_TIMING, type BannerSlide } from "./constants.ts";
import { bannersQuery } from "./dashboard-queries.ts";

/**
 * The home banner carousel (docs/product/platform.md §2, §4): auto-advances every 10 s and wraps, indicator lines jump
 * to a slide (and restart the timer), 200 ms cross-fade. Slides from `GET /api/banners` or the default.
 */
export function BannerCarousel() {
  const { api } = usePlatform();
  const banners = useQuery(bannersQuery(api));
  const slides = toBannerSlides(banners.data);
  const [active, setActive] = useState(0);
  const count = slides.length;
  // One timeout per shown slide: a jump by an indicator restarts the 10 s from there.
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setActive(nextSlide(active, count)), BANNER_TIMING.autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [count, active]);
  const current = Math.min(active, count - 1);
  if (banners.isPending) {
    return (
      <section
        aria-label="News"
        aria-busy="true"
        className="overflow-hidden rounded-card border border-line bg-surface"
      >
        <div className="aspect-[3/1] w-full animate-pulse bg-raised" />
        <div className="h-16" />
      </section>
    );
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label="News"
      className="flex flex-col overflow-hidden rounded-card border border-line bg-surface"
    >
      {/* Every slide in one grid cell: the tallest sizes the carousel, the active one fades in. */}
      <div className="grid">
        {slides.map((slide, index) => (
          <BannerPanel key={slide.title} slide={slide} active={index === current} />
        ))}
      </div>
      <div className="flex justify-center gap-2 pb-4">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={`Show slide ${index + 1}`}
            aria-current={index === current || undefined}
            onClick={() => setActive(index)}
            className={`h-1 w-8 rounded-full transition-colors ${index === current ? "bg-gold" : "bg-ink/30"}`}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * One slide. With a picture (the API's banners, whose art carries the title and tag) the picture is
 * shown whole, the words go to screen readers only, and the calls to action sit beneath it; without
 * one (the spec's default slides) the words are drawn.
 */
function BannerPanel({ slide, active }: { slide: BannerSlide; active: boolean }) {
  const pictured = Boolean(slide.imageUrl);
  return (
    <article
      aria-hidden={!active}
      inert={!active}
      data-active={active || undefined}
      style={{ transitionDuration: `${BANNER_TIMING.fadeMs}ms` }}
      className={`flex flex-col gap-3 transition-opacity [grid-area:1/1] ${pictured ? "" : "min-h-64 justify-end p-6 sm:p-8"} ${active ? "opacity-100" : "opacity-0"}`}
    >
      {slide.imageUrl ? (
        <img src={slide.imageUrl} alt="" className="aspect-[3/1] w-full object-cover" />
      ) : null}
      <div className={pictured ? "sr-only" : "flex flex-col gap-3"}>
        {slide.tag ? (
          <span className="w-fit rounded-full bg-gold/15 px-3 py-1 text-xs font-bold uppercase tracking-[0.14em] text-gold">
            {slide.tag}
          </span>
        ) : null}
        <h2 className="max-w-lg font-display text-2xl font-semibold sm:text-3xl">{slide.title}</h2>
      </div>
      <div className={`flex flex-wrap items-center gap-3 ${pictured ? "px-5 pt-1" : ""}`}>
        {slide.cta.launchesGame ? (
          <BannerPlayButton label={slide.cta.label} />
        ) : (
          <Link to={slide.cta.to ?? "/dashboard"} className={buttonClasses("primary")}>
            {slide.cta.label}
          </Link>
        )}
        {slide.extra ? (
          <Link to={slide.extra.to} className="text-sm font-semibold text-jade underline underline-offset-4">
            {slide.extra.label}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

/**
 * "Available now" launches the game; the fireworks-frenzy flag also gates it (docs/product/platform.md §3). Off, it
 * says why beside it and as its accessible description, and stays focusable (`aria-disabled`) so
 * keyboards and screen readers reach the reason, as the Play button does.
 */
function BannerPlayButton({ label }: { label: string }) {
  const { enabled, busy, play, block } = usePlay();
  const flags = useFlags();
  const reasonId = useId();
  const off = !flags.fireworksFrenzy || !enabled || busy;
  const reason = flags.fireworksFrenzy ? playBlockedReason(block) : BANNER_TEXT.gameNotOpen;
  return (
    <>
      <button
        type="button"
        aria-disabled={off || undefined}
        aria-busy={busy || undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={off ? undefined : play}
        className={`${buttonClasses("primary")} aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:active:scale-100`}
      >
        {label}
      </button>
      {reason ? (
        <span id={reasonId} data-testid="banner-play-reason" className="text-sm text-muted">
          {reason}
        </span>
      ) : null}
    </>
  );
}
