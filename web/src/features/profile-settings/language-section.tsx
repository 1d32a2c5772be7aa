import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@jadeverse/api/client/i18n";
import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useState } from "react";
import { localeAtom } from "../../i18n/locale.ts";
import { translate, useMessages } from "../../i18n/messages.ts";
import { switchLocale } from "../../i18n/start.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { profileMessages } from "./messages.ts";
import { useUpdateProfile } from "./profile-queries.ts";
import { SettingsSection } from "./settings-section.tsx";

/** Each language under its own name, whatever the page's language (a Russian speaker finds "Русский"). */
const OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/**
 * The player's language (docs/i18n.md "Which language"): the page switches at once (this device
 * keeps the choice), and the account saves it for every other device. `chosen`: the account's
 * saved choice, null if never made (the page then speaks Telegram's or the browser's language).
 */
export function LanguageSection({ chosen }: { chosen: Locale | null }) {
  const t = useMessages(profileMessages);
  const store = useStore();
  const active = useAtomValue(localeAtom);
  const showToast = useSetAtom(showToastAtom);
  const update = useUpdateProfile();
  const [error, setError] = useState(false);
  return (
    <SettingsSection title={t("languageTitle")}>
      <SelectField
        label={t("languageLabel")}
        name="language"
        options={OPTIONS}
        value={isLocale(active) ? active : (chosen ?? "en")}
        disabled={update.isPending}
        onChange={async (event) => {
          const locale = event.target.value;
          if (!isLocale(locale)) return;
          setError(false);
          await switchLocale(store, locale);
          update.mutate(
            { language: locale },
            {
              onSuccess: async () =>
                showToast({
                  tone: "success",
                  message: await translate(profileMessages, locale, "languageSaved"),
                }),
              onError: () => setError(true),
            },
          );
        }}
      />
      <p className="text-sm text-muted">{t("languageHint")}</p>
      {error && <Notice tone="error">{t("languageFailed")}</Notice>}
    </SettingsSection>
  );
}
