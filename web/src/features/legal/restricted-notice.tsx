import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { legalMessages } from "./messages.ts";
import { countryName } from "./place.ts";

/**
 * The notice at the top of every page for a visitor from a restricted country: a chunk of its own
 * with the area's catalogue, so no first load pays for either.
 */
export function RestrictedNotice({ country }: { country: string | null }) {
  const t = useMessages(legalMessages);
  const name = countryName(country, useAtomValue(localeAtom));
  return (
    <div
      role="status"
      className="border-b border-danger/40 bg-danger/10 px-4 py-2 text-center text-sm font-medium text-danger"
    >
      {name
        ? t("noticeIn", { product: PRODUCT_NAME, country: name })
        : t("noticeHere", { product: PRODUCT_NAME })}
    </div>
  );
}
