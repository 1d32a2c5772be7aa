import { CoinsSection } from "./coins-section.tsx";
import { CreditBanner } from "./credit-banner.tsx";
import { GamesSection } from "./games-section.tsx";
import { LandingFooter } from "./landing-footer.tsx";
import { MissionsCarousel } from "./missions-carousel.tsx";
import { RoadmapSection } from "./roadmap-section.tsx";
import { ShowcaseSection } from "./showcase-section.tsx";
import { TechnologySection } from "./technology-section.tsx";
import { TokenomicsSection } from "./tokenomics-section.tsx";
import { TrailerSection } from "./trailer-section.tsx";

/**
 * Landing sections 5–12 (docs/product/platform.md §2), below the fold. This module is one lazily imported chunk,
 * so the landing's first load carries only the header, hero, partners and features.
 */
export function BelowFold() {
  return (
    <>
      <TrailerSection />
      <GamesSection />
      <ShowcaseSection />
      <TokenomicsSection />
      <CoinsSection />
      <MissionsCarousel />
      <TechnologySection />
      <RoadmapSection />
    </>
  );
}

/** Sections 13–14, after `<main>`: the design credit and the footer (its own landmark). */
export function PageEnd() {
  return (
    <>
      <CreditBanner />
      <LandingFooter />
    </>
  );
}
