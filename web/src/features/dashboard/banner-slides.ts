import { type BannerSlide, SPEC_BANNERS } from "./constants.ts";

export interface ApiBanner {
  imageLink: string;
  actionRedirectLink: string;
  title: string;
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Slides from `GET /api/banners`: each banner's picture and link, with the spec's wording (tag, CTA,
 * extra CTA) when its title is one of the spec's slides. No banners (failed or empty): the spec's
 * slides are the default (spec 001 §8).
 */
export function toBannerSlides(banners: readonly ApiBanner[] | undefined): readonly BannerSlide[] {
  if (!banners || banners.length === 0) return SPEC_BANNERS;
  return banners.map((banner) => {
    const known = SPEC_BANNERS.find((slide) => sameTitle(slide.title, banner.title));
    if (known) return { ...known, imageUrl: banner.imageLink };
    return {
      title: banner.title,
      tag: "",
      imageUrl: banner.imageLink,
      cta: { label: "Open", to: banner.actionRedirectLink },
    };
  });
}
