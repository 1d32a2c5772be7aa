import { useAtomValue } from "jotai";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { useMessagesNow } from "../../ui/messages.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { LANDING_MEDIA } from "./content.ts";
import { HeroArt } from "./hero-art.tsx";
import { landingMessages } from "./messages.ts";
import { useHeroMedia } from "./use-hero-media.ts";

/**
 * The looping background video. It is fetched only after the page has loaded (preload="none", then
 * play()), so it never competes with the first paint; with reduced motion it stays on its poster.
 */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = () => {
      video.muted = true;
      video.play().catch(() => {
        // Autoplay refused (e.g. a power saver): the poster stays, which is the still hero.
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return (
    <video
      ref={ref}
      src={LANDING_MEDIA.heroVideo}
      poster={LANDING_MEDIA.heroPoster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      className="size-full object-cover"
    />
  );
}

function HeroStill() {
  return (
    <img
      src={LANDING_MEDIA.heroPoster}
      srcSet={`${LANDING_MEDIA.heroPosterSmall} 640w, ${LANDING_MEDIA.heroPoster} 1280w`}
      sizes="100vw"
      alt=""
      fetchPriority="high"
      className="size-full object-cover"
    />
  );
}

/**
 * Landing section 2 (docs/product/platform.md §2): title, tagline and Play Now: to the dashboard with a stored login,
 * otherwise the login popup. Behind it the video, or the still image on slow connections, with
 * save-data, or at 768 px and narrower (`data-hero-media`). `notices` are the demo/e-mail link states.
 */
export function HeroSection({ notices }: { notices: ReactNode }) {
  const t = useMessagesNow(landingMessages);
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const setDialog = useSetDialog();
  const media = useHeroMedia();
  const play = () => (signedIn ? navigate(ROUTES.dashboard) : setDialog({ kind: "login", step: 0 }));

  return (
    <section
      aria-labelledby="hero-title"
      data-hero-media={media}
      className="relative isolate flex min-h-[min(100svh,56rem)] items-center overflow-hidden pt-24 pb-16"
    >
      <div className="absolute inset-0 -z-10">
        {media === "video" ? <HeroVideo /> : <HeroStill />}
        <div className="absolute inset-0 bg-[linear-gradient(180deg,rgb(4_20_15/0.55)_0%,rgb(4_20_15/0.35)_45%,var(--color-canvas)_100%)]" />
      </div>
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[1.2fr_0.8fr]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-start">
          <div className="flex w-full max-w-md flex-col gap-3 empty:hidden lg:max-w-lg">{notices}</div>
          <Badge tone="gold">{t("badge")}</Badge>
          <h1
            id="hero-title"
            className="text-gradient-jade font-display text-6xl leading-none font-bold tracking-tight drop-shadow-[0_6px_24px_rgb(0_0_0/0.45)] min-[500px]:text-7xl xl:text-8xl"
          >
            {PRODUCT_NAME}
          </h1>
          <p className="max-w-xl text-lg text-balance text-ink/90 sm:text-xl">{t("tagline")}</p>
          <p className="max-w-xl text-base text-balance text-ink/75">{t("heroP")}</p>
          <Button size="lg" onClick={play} className="min-w-52">
            {t("play")}
          </Button>
        </div>
        <div className="hidden lg:block">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
