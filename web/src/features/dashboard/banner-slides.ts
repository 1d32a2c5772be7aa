import { type BannerSlide, SPEC_BANNERS } from "./constants.ts";

export interface ApiBanner {
  imageLink: string;
  actionRedirectLink: string;
  title: string;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The carousel's slides: docs/product/platform.md §2's three slides, always and in its order (the "Fireworks Frenzy"
 * slide with its launch button among them, whatever `GET /api/banners` lists), each with the picture
 * of the API banner of the same title when there is one; then the API's other banners, linked to
 * their redirect. No banners (failed or empty): the spec's slides alone (docs/product/economy.md §8).
 */
export function toBannerSlides(banners: readonly ApiBanner[] | undefined): readonly BannerSlide[] {
  if (!banners || banners.length === 0) return SPEC_BANNERS;
  const spec = SPEC_BANNERS.map((slide) => {
    const pictured = banners.find((banner) => sameTitle(slide.title, banner.title));
    return pictured ? { ...slide, imageUrl: pictured.imageLink } : slide;
  });
  const others = banners
    .filter((banner) => !SPEC_BANNERS.some((slide) => sameTitle(slide.title, banner.title)))
    .map(
      (banner): BannerSlide => ({
        title: banner.title,
        tag: "",
        imageUrl: banner.imageLink,
        cta: { label: "Open", to: banner.actionRedirectLink },
      }),
    );
  return [...spec, ...others];
}
