import { type CatalogueLocale, PSEUDO_LOCALE } from "@jadeverse/api/client/i18n";

/**
 * A country code as the player's language names it ("Russia", "Россия"), or null without a code (the
 * messages then say "your country"). An unknown code shows as it is.
 */
export function countryName(country: string | null, locale: CatalogueLocale): string | null {
  if (!country) return null;
  try {
    const tag = locale === PSEUDO_LOCALE ? "en" : locale;
    return new Intl.DisplayNames([tag], { type: "region" }).of(country) ?? country;
  } catch {
    return country;
  }
}
