import { describe, expect, it } from "vitest";
import { toBannerSlides } from "./banner-slides.ts";
import { SPEC_BANNERS } from "./constants.ts";

const served = [
  {
    title: "Gems purchase is now Live!",
    imageLink: "/media/gems.svg",
    actionRedirectLink: "/dashboard/buy-gems",
  },
  {
    title: "Spin & win great prizes!",
    imageLink: "/media/wheel.svg",
    actionRedirectLink: "/dashboard/wheel",
  },
  { title: "Summer", imageLink: "/m.svg", actionRedirectLink: "/dashboard/store" },
];

describe("banner slides", () => {
  it("falls back to the spec's slides when banners failed or are empty", () => {
    expect(toBannerSlides(undefined)).toBe(SPEC_BANNERS);
    expect(toBannerSlides([])).toBe(SPEC_BANNERS);
  });
  it("keeps the spec's three slides in order, Fireworks Frenzy's launch button included, whatever the API lists", () => {
    const slides = toBannerSlides(served);
    expect(slides.slice(0, 3).map((slide) => slide.title)).toEqual(SPEC_BANNERS.map((slide) => slide.title));
    expect(slides[1]).toMatchObject({
      title: "Fireworks Frenzy",
      tag: "Hot Release",
      cta: { label: "Available now", launchesGame: true },
    });
  });
  it("keeps the spec's wording for a known title and takes the picture from the API", () => {
    expect(toBannerSlides(served)[2]).toMatchObject({
      tag: "NEW MINI GAME",
      imageUrl: "/media/wheel.svg",
      extra: { to: "/dashboard/wheel" },
    });
  });
  it("adds an unknown banner after them, linked to its redirect", () => {
    const slides = toBannerSlides(served);
    expect(slides).toHaveLength(4);
    expect(slides[3]?.cta).toEqual({ label: "Open", to: "/dashboard/store" });
  });
});
