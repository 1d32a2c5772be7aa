import { useMessages } from "../../i18n/messages.ts";
import { PRIVACY_TOGGLES } from "./constants.ts";
import { profileMessages } from "./messages.ts";
import { SettingsSection } from "./settings-section.tsx";

/** docs/product/economy.md §2, §6: privacy toggles are premium-only and disabled; they change nothing. */
export function PrivacyToggles() {
  const t = useMessages(profileMessages);
  return (
    <SettingsSection title={t("privacyTitle")} aside={<LockBadge />}>
      <p className="text-sm text-muted">{t("privacyLocked")}</p>
      <ul className="flex flex-col gap-3">
        {PRIVACY_TOGGLES.map((toggle) => (
          <li key={toggle.id}>
            <label className="flex cursor-not-allowed items-center justify-between gap-4 opacity-60">
              <span className="text-sm">{t(toggle.label)}</span>
              <input
                type="checkbox"
                role="switch"
                disabled
                aria-checked={false}
                aria-describedby="privacy-locked"
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className="relative h-6 w-11 shrink-0 rounded-full bg-line after:absolute after:top-1 after:start-1 after:size-4 after:rounded-full after:bg-muted"
              />
            </label>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}

function LockBadge() {
  const t = useMessages(profileMessages);
  return (
    <span
      id="privacy-locked"
      className="flex items-center gap-1.5 rounded-full border border-gold/50 bg-gold/10 px-3 py-1 text-xs font-semibold text-ink"
    >
      <svg viewBox="0 0 24 24" className="size-3.5 text-gold" fill="none" aria-hidden="true">
        <rect x="5" y="11" width="14" height="10" rx="2" stroke="currentColor" strokeWidth="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2" />
      </svg>
      {t("privacyPremium")}
    </span>
  );
}
