import { useAtomValue, useSetAtom } from "jotai";
import { useRef } from "react";
import { Link, useNavigate } from "react-router";
import {
  EMAIL_VERIFICATION_MESSAGES,
  LANDING_QUERY,
  PRODUCT_NAME,
  PRODUCT_TAGLINE,
  ROUTES,
} from "../../lib/constants.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import { dialogAtom } from "../../state/dialogs.ts";
import { Badge } from "../../ui/badge.tsx";
import { BrandLink } from "../../ui/brand-link.tsx";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { LogoMark } from "../../ui/logo-mark.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { SignInCard } from "../auth/sign-in-card.tsx";
import { HeroArt } from "./hero-art.tsx";
import { useLandingActions } from "./use-landing-actions.ts";

const HIGHLIGHTS = [
  "Slots, blackjack, roulette and baccarat",
  "PvP mini-games, tournaments and leaderboards",
  "Jade Gems and Golden Coins: no real money",
];

/** `/`, `/early-access`, `/signup`: the hero, sign-in, and the demo and e-mail links (spec 000 §2). */
export function LandingPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const navigate = useNavigate();
  const setDialog = useSetAtom(dialogAtom);
  const { demo, verification } = useLandingActions();
  const signInOpen = false;
  const signInRef = useRef<HTMLDivElement>(null);
  const openSignIn = () => setDialog({ kind: "login", step: 0 });
  const play = () => (signedIn ? navigate(ROUTES.dashboard) : openSignIn());
  const showSignIn = signInOpen && !signedIn;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-18 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <BrandLink />
        {signedIn ? (
          <Link to={ROUTES.dashboard} className={buttonClasses("secondary")}>
            Dashboard
          </Link>
        ) : showSignIn ? null : (
          <Button variant="ghost" onClick={openSignIn}>
            Sign in
          </Button>
        )}
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-4 py-8 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:py-12">
        <section
          aria-labelledby="hero-title"
          className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left"
        >
          <div className="flex w-full max-w-md flex-col gap-3 empty:hidden lg:max-w-lg">
            {demo.isPending ? (
              <Notice>
                <Spinner /> Signing you in to the demo…
              </Notice>
            ) : null}
            {demo.isError ? <Notice tone="error">{demo.error.message}</Notice> : null}
            {verification.isPending ? (
              <Notice>
                <Spinner /> Verifying your e-mail…
              </Notice>
            ) : null}
            {verification.isSuccess ? (
              <Notice tone="success">{EMAIL_VERIFICATION_MESSAGES.success}</Notice>
            ) : null}
            {verification.isError ? (
              <Notice tone="error">{EMAIL_VERIFICATION_MESSAGES.failure}</Notice>
            ) : null}
          </div>
          <LogoMark className="size-20 drop-shadow-[0_12px_30px_rgb(63_211_155/0.35)] lg:hidden" />
          <Badge tone="gold">Social casino · No real money</Badge>
          <h1
            id="hero-title"
            className="text-gradient-jade font-display text-6xl leading-none font-bold tracking-tight sm:text-7xl xl:text-8xl"
          >
            {PRODUCT_NAME}
          </h1>
          <p className="max-w-xl text-lg text-balance text-muted sm:text-xl">{PRODUCT_TAGLINE}</p>
          <Button size="lg" onClick={play} className="min-w-48">
            Play Now
          </Button>
          <ul className="mt-2 flex flex-col gap-2 text-left text-sm text-muted">
            {HIGHLIGHTS.map((line) => (
              <li key={line} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rotate-45 bg-jade" />
                {line}
              </li>
            ))}
          </ul>
        </section>

        <div ref={signInRef} className={showSignIn ? "mx-auto w-full max-w-md" : "hidden lg:block"}>
          {showSignIn ? <SignInCard autoFocus /> : <HeroArt />}
        </div>
      </main>

      <footer className="border-t border-line/60 px-4 py-6 text-center text-xs text-muted">
        {PRODUCT_NAME} is a free-to-play social casino. Play with virtual Jade Gems and Golden Coins; no
        real-money gambling. 18+.
      </footer>
    </div>
  );
}
