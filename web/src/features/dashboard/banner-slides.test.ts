import { describe, expect, it } from "vitest";
import { toBannerSlides } from "./banner-slides.ts";
import { SPEC_BANNERS } from "./constants.ts";

describe("banner slides", () => {
  it("falls back to the spec's slides when banners failed or are empty", () => {
    expect(toBannerSlides(undefined)).toBe(SPEC_BANNERS);
    expect(toBannerSlides([])).toBe(SPEC_BANNERS);
  });
  it("keeps the spec's wording for a known title and takes the picture from the API", () => {
    const [slide] = toBannerSlides([
      {
        title: "Spin & win great prizes!",
        imageLink: "/media/wheel.svg",
        actionRedirectLink: "/dashboard/wheel",
      },
    ]);
    expect(slide).toMatchObject({
      tag: "NEW MINI GAME",
      imageUrl: "/media/wheel.svg",
      extra: { to: "/dashboard/wheel" },
    });
  });
  it("links an unknown banner to its redirect", () => {
    const [slide] = toBannerSlides([
      { title: "Summer", imageLink: "/m.svg", actionRedirectLink: "/dashboard/store" },
    ]);
    expect(slide?.cta).toEqual({ label: "Open", to: "/dashboard/store" });
  });
});
