import { useAtomValue } from "jotai";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { legalMessages } from "./messages.ts";
import { countryName } from "./place.ts";

/**
 * The page a refused call opens (451 `COUNTRY_RESTRICTED`): why, and that nothing owned is touched.
 * `country` is the visitor's country code, named in the player's language (null: "your country").
 */
export function RestrictedRefusal({ country, onClose }: { country: string | null; onClose(): void }) {
  const t = useMessages(legalMessages);
  const name = countryName(country, useAtomValue(localeAtom));
  const product = PRODUCT_NAME;
  return (
    <Dialog
      title={name ? t("refusalTitleIn", { product, country: name }) : t("refusalTitleHere", { product })}
      description={name ? t("refusalIn", { country: name }) : t("refusalHere")}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4 text-sm text-muted">
        <p>{t("refusalBody")}</p>
        <Button onClick={onClose}>{t("understand")}</Button>
      </div>
    </Dialog>
  );
}
