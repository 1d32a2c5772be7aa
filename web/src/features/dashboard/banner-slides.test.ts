import { describe, expect, it } from "vitest";
import { slideKey, toBannerSlides } from "./banner-slides.ts";
import { type BannerText, SPEC_BANNERS } from "./constants.ts";
import { dashboardMessages } from "./messages.ts";

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

/** A slide's words as English reads them. */
const english = (text: BannerText) => ("id" in text ? dashboardMessages.english._(text.id) : text.text);

describe("banner slides", () => {
  it("falls back to the spec's slides when banners failed or are empty", () => {
    expect(toBannerSlides(undefined)).toBe(SPEC_BANNERS);
    expect(toBannerSlides([])).toBe(SPEC_BANNERS);
  });
  it("keeps the spec's three slides in order, Fireworks Frenzy's launch button included, whatever the API lists", () => {
    const slides = toBannerSlides(served);
    expect(slides.slice(0, 3).map((slide) => english(slide.title))).toEqual([
      "Gems purchase is now Live!",
      "Fireworks Frenzy",
      "SPIN & WIN GREAT PRIZES!",
    ]);
    expect(slides[1]).toMatchObject({ tag: "b2Tag", cta: { label: "b2Cta", launchesGame: true } });
    expect(dashboardMessages.english._(slides[1]?.tag ?? "")).toBe("Hot Release");
    expect(dashboardMessages.english._(slides[1]?.cta.label ?? "")).toBe("Available now");
  });
  it("keeps the spec's wording for a known title and takes the picture from the API", () => {
    const slide = toBannerSlides(served)[2];
    expect(slide).toMatchObject({ imageUrl: "/media/wheel.svg", extra: { to: "/dashboard/wheel" } });
    expect(dashboardMessages.english._(slide?.tag ?? "")).toBe("NEW MINI GAME");
  });
  it("adds an unknown banner after them, with its own title, linked to its redirect", () => {
    const slides = toBannerSlides(served);
    expect(slides).toHaveLength(4);
    expect(slides[3]?.title).toEqual({ text: "Summer" });
    expect(slides[3]?.cta).toEqual({ label: "bOpen", to: "/dashboard/store" });
    expect(dashboardMessages.english._("bOpen")).toBe("Open");
  });
  it("keys each slide by its message or its served title, all different", () => {
    const keys = toBannerSlides(served).map(slideKey);
    expect(keys).toEqual(["b1", "gFireworks", "b3", "Summer"]);
  });
});
