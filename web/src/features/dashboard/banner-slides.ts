import { type BannerSlide, type BannerText, SPEC_BANNERS } from "./constants.ts";
import { dashboardMessages } from "./messages.ts";

export interface ApiBanner {
  imageLink: string;
  actionRedirectLink: string;
  title: string;
}

/** A slide's title as English writes it: the API names its banners in English. */
const englishOf = (text: BannerText): string =>
  "id" in text ? dashboardMessages.english._(text.id) : text.text;

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A slide's key among its siblings: its message, or an API banner's title. */
export const slideKey = (slide: BannerSlide): string =>
  "id" in slide.title ? slide.title.id : slide.title.text;

/**
 * The carousel's slides: docs/product/platform.md §2's three slides, always and in its order (the "Fireworks Frenzy"
 * slide with its launch button among them, whatever `GET /api/banners` lists), each with the picture
 * of the API banner of the same (English) title when there is one; then the API's other banners, linked
 * to their redirect. No banners (failed or empty): the spec's slides alone (docs/product/economy.md §8).
 */
export function toBannerSlides(banners: readonly ApiBanner[] | undefined): readonly BannerSlide[] {
  if (!banners || banners.length === 0) return SPEC_BANNERS;
  const isSpec = (banner: ApiBanner) =>
    SPEC_BANNERS.some((slide) => sameTitle(englishOf(slide.title), banner.title));
  const spec = SPEC_BANNERS.map((slide) => {
    const pictured = banners.find((banner) => sameTitle(englishOf(slide.title), banner.title));
    return pictured ? { ...slide, imageUrl: pictured.imageLink } : slide;
  });
  const others = banners
    .filter((banner) => !isSpec(banner))
    .map(
      (banner): BannerSlide => ({
        title: { text: banner.title },
        imageUrl: banner.imageLink,
        cta: { label: "bOpen", to: banner.actionRedirectLink },
      }),
    );
  return [...spec, ...others];
}
