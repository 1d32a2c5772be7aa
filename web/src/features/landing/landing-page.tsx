import { lazy, Suspense, startTransition, useEffect, useRef, useState } from "react";
import { useMessagesNow } from "../../ui/messages.ts";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { LandingHeader } from "./landing-header.tsx";
import { landingMessages } from "./messages.ts";
import { PartnersStrip } from "./partners-strip.tsx";
import { useHeaderState } from "./use-header-state.ts";
import { useLandingActions } from "./use-landing-actions.ts";

// Both from one chunk: sections 5–12 inside <main>, 13–14 after it.
const BelowFold = lazy(async () => ({ default: (await import("./below-fold.tsx")).BelowFold }));
const PageEnd = lazy(async () => ({ default: (await import("./below-fold.tsx")).PageEnd }));

/**
 * False while the server prerenders the landing and while the browser hydrates that markup; true
 * from the render after, which runs as a transition (time-sliced, never one long task). The lazy
 * sections wait for it: a server render cannot wait for a lazy chunk, and a boundary it could not
 * finish would make the hydration log an error and render that part again.
 */
function useAfterHydration(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/** Demo sign-in and e-mail verification progress from the landing's query parameters. */
function LinkNotices({ actions }: { actions: ReturnType<typeof useLandingActions> }) {
  const t = useMessagesNow(landingMessages);
  const { demo, verification } = actions;
  return (
    <>
      {demo.isPending ? (
        <Notice>
          <Spinner /> {t("demo")}
        </Notice>
      ) : null}
      {/* The API's own message, already in the player's language. */}
      {demo.isError ? <Notice tone="error">{demo.error.message}</Notice> : null}
      {verification.isPending ? (
        <Notice>
          <Spinner /> {t("verifying")}
        </Notice>
      ) : null}
      {verification.isSuccess ? <Notice tone="success">{t("verified")}</Notice> : null}
      {verification.isError ? <Notice tone="error">{t("unverified")}</Notice> : null}
    </>
  );
}

const belowFoldPlaceholder = <div className="min-h-screen" aria-hidden="true" />;

/**
 * `/`, `/early-access`, `/signup`, `/login`: the landing page's 14 sections in spec order (docs/product/platform.md §2).
 * Sections 1–4 ship in the first load; 5–14 are one lazy chunk (docs/architecture.md §7 budget).
 */
export function LandingPage() {
  const actions = useLandingActions();
  const featuresRef = useRef<HTMLElement>(null);
  const header = useHeaderState(featuresRef);
  const hydrated = useAfterHydration();

  return (
    <div className="relative flex min-h-dvh flex-col">
      <LandingHeader {...header} />
      <main className="flex-1">
        <HeroSection notices={<LinkNotices actions={actions} />} />
        <PartnersStrip />
        <FeaturesSection ref={featuresRef} />
        {hydrated ? (
          <Suspense fallback={belowFoldPlaceholder}>
            <BelowFold />
          </Suspense>
        ) : (
          belowFoldPlaceholder
        )}
      </main>
      {hydrated ? (
        <Suspense fallback={null}>
          <PageEnd />
        </Suspense>
      ) : null}
    </div>
  );
}
