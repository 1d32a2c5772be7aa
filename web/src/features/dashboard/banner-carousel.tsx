import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { playBlockedReason } from "../queue/constants.ts";
import { queueMessages } from "../queue/messages.ts";
import { usePlay } from "../queue/use-play.ts";
import { BANNER_ART, BANNER_INDICATOR, BANNER_INDICATORS, slideClasses, slideLook } from "./banner-layout.ts";
import { slideKey, toBannerSlides } from "./banner-slides.ts";
import { nextSlide } from "./carousel.ts";
import { BANNER_TIMING, type BannerSlide, type BannerText, SPEC_BANNERS } from "./constants.ts";
import { bannersQuery } from "./dashboard-queries.ts";
import { type DashboardMessage, dashboardMessages } from "./messages.ts";

const SECTION = "flex flex-col overflow-hidden rounded-card border border-line bg-surface";

/**
 * The home banner carousel (docs/product/platform.md §2, §4): auto-advances every 10 s and wraps, indicator lines jump
 * to a slide (and restart the timer), 200 ms cross-fade. Slides from `GET /api/banners` or the default.
 * While the banners load it is their placeholder: the spec's slides laid out as pictured ones, the art a
 * pulsing box, the calls to action unseen (banner-layout.ts), so it keeps the loaded height.
 */
export function BannerCarousel() {
  const t = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const banners = useQuery(bannersQuery(api));
  const slides = toBannerSlides(banners.data);
  const [active, setActive] = useState(0);
  const count = slides.length;
  // One timeout per shown slide: a jump by an indicator restarts the 10 s from there.
  useEffect(() => {
    if (count < 2 || banners.isPending) return;
    const timer = window.setTimeout(() => setActive(nextSlide(active, count)), BANNER_TIMING.autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [count, active, banners.isPending]);
  const current = Math.min(active, count - 1);
  if (banners.isPending) {
    return (
      <section aria-label={t("news")} aria-busy="true" className={SECTION}>
        <div className="grid" aria-hidden="true" inert>
          {SPEC_BANNERS.map((slide, index) => (
            <BannerPanel key={slideKey(slide)} slide={slide} active={index === 0} pending />
          ))}
        </div>
        <div className={BANNER_INDICATORS} aria-hidden="true">
          {SPEC_BANNERS.map((slide) => (
            <span key={slideKey(slide)} className={`${BANNER_INDICATOR} bg-ink/30`} />
          ))}
        </div>
      </section>
    );
  }
  return (
    <section aria-roledescription="carousel" aria-label={t("news")} className={SECTION}>
      {/* Every slide in one grid cell: the tallest sizes the carousel, the active one fades in. */}
      <div className="grid">
        {slides.map((slide, index) => (
          <BannerPanel key={slideKey(slide)} slide={slide} active={index === current} />
        ))}
      </div>
      <div className={BANNER_INDICATORS}>
        {slides.map((slide, index) => (
          <button
            key={slideKey(slide)}
            type="button"
            aria-label={t("slide", { n: index + 1 })}
            aria-current={index === current || undefined}
            onClick={() => setActive(index)}
            className={`${BANNER_INDICATOR} transition-colors ${index === current ? "bg-gold" : "bg-ink/30"}`}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * One slide. With a picture (the API's banners, whose art carries the title and tag) the picture is
 * shown whole, the words go to screen readers only, and the calls to action sit beneath it; without
 * one (the spec's default slides) the words are drawn. `pending`: the placeholder's slide (banner-layout.ts).
 */
function BannerPanel({
  slide,
  active,
  pending = false,
}: {
  slide: BannerSlide;
  active: boolean;
  pending?: boolean;
}) {
  const t = useMessages(dashboardMessages);
  const words = (text: BannerText) => ("id" in text ? t(text.id) : text.text);
  const look = slideLook(slide.imageUrl, pending);
  const classes = slideClasses(look);
  return (
    <article
      aria-hidden={!active}
      inert={!active}
      data-active={(active && !pending) || undefined}
      style={{ transitionDuration: `${BANNER_TIMING.fadeMs}ms` }}
      className={`flex flex-col gap-3 transition-opacity [grid-area:1/1] ${classes.article} ${active ? "opacity-100" : "opacity-0"}`}
    >
      {look === "pending" ? <div className={`${BANNER_ART} animate-pulse bg-raised`} /> : null}
      {look === "pictured" ? (
        <img src={slide.imageUrl} alt="" className={`${BANNER_ART} object-cover`} />
      ) : null}
      <div className={classes.words}>
        {slide.tag ? (
          <span className="w-fit rounded-full bg-gold/15 px-3 py-1 text-xs font-bold uppercase tracking-[0.14em] text-gold">
            {t(slide.tag)}
          </span>
        ) : null}
        <h2 className="max-w-lg font-display text-2xl font-semibold sm:text-3xl">{words(slide.title)}</h2>
      </div>
      <div className={classes.actions}>
        {slide.cta.launchesGame ? (
          <BannerPlayButton label={slide.cta.label} />
        ) : (
          <Link to={slide.cta.to ?? "/dashboard"} className={buttonClasses("primary")}>
            {t(slide.cta.label)}
          </Link>
        )}
        {slide.extra ? (
          <Link to={slide.extra.to} className="text-sm font-semibold text-jade underline underline-offset-4">
            {t(slide.extra.label)}
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
function BannerPlayButton({ label }: { label: DashboardMessage }) {
  const t = useMessages(dashboardMessages);
  const tq = useMessages(queueMessages);
  const { enabled, busy, play, block } = usePlay();
  const flags = useFlags();
  const reasonId = useId();
  const off = !flags.fireworksFrenzy || !enabled || busy;
  const blocked = playBlockedReason(block);
  const reason = flags.fireworksFrenzy ? blocked && tq(blocked) : t("notOpen");
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
        {t(label)}
      </button>
      {reason ? (
        <span id={reasonId} data-testid="banner-play-reason" className="text-sm text-muted">
          {reason}
        </span>
      ) : null}
    </>
  );
}
