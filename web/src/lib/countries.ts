import { COUNTRY_CODES } from "@jadeverse/api/client/countries";
import type { SelectOption } from "../ui/select-field.tsx";

/**
 * Country list for the waitlist (docs/product/platform.md §2: long, first entry empty): the ISO 3166-1 alpha-2 codes
 * the API accepts, English names from the browser's Intl data so the list stays current.
 */

let cached: readonly SelectOption[] | null = null;

/** `[{ value: "", label: "" }, …countries by name]`; values are the alpha-2 codes. */
export function countryOptions(): readonly SelectOption[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const countries = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, "en"),
  );
  cached = [{ value: "", label: "" }, ...countries];
  return cached;
}
