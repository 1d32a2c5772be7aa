import { useSetAtom } from "jotai";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { useMe } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import {
  BETA_TOAST_MS,
  COMPACT_TABS,
  SETTINGS_QUERY,
  SETTINGS_TAB_LABELS,
  SETTINGS_TABS,
  type SettingsTabId,
} from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import { hasBetaAccess } from "./settings-rules.ts";

const hrefOf = (id: SettingsTabId) => `?${SETTINGS_QUERY.tab}=${id}`;

/** The side menu of wide screens (docs/product/economy.md §2): every entry, then the Beta Access button. */
export function SettingsSideMenu({ current }: { current: SettingsTabId }) {
  const t = useMessages(settingsMessages);
  return (
    <nav aria-label={t("settings")} className="hidden flex-col gap-3 md:flex">
      <ul className="flex flex-col gap-1 rounded-(--radius-card) border border-line bg-surface p-2 shadow-(--shadow-card)">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              to={hrefOf(tab.id)}
              replace
              aria-current={tab.id === current ? "page" : undefined}
              className={`block rounded-xl px-4 py-2.5 text-sm font-semibold transition ${
                tab.id === current ? "bg-jade/15 text-jade" : "text-muted hover:bg-raised hover:text-ink"
              }`}
            >
              {t(tab.label)}
            </Link>
          </li>
        ))}
      </ul>
      <BetaAccessButton />
    </nav>
  );
}

/** The compact navigation of narrow screens: Referral Program, Statistics, Profile Settings, Beta Access. */
export function SettingsCompactTabs({ current }: { current: SettingsTabId }) {
  const t = useMessages(settingsMessages);
  return (
    <nav aria-label={t("settings")} className="flex flex-col gap-3 md:hidden">
      <ul className="grid grid-cols-3 gap-1 rounded-full border border-line bg-surface p-1">
        {COMPACT_TABS.map((id) => (
          <li key={id} className="flex">
            <Link
              to={hrefOf(id)}
              replace
              aria-current={id === current ? "page" : undefined}
              className={`flex flex-1 items-center justify-center rounded-full px-2 py-2 text-center text-xs leading-tight font-semibold transition ${
                id === current ? "bg-jade/15 text-jade" : "text-muted"
              }`}
            >
              {t(SETTINGS_TAB_LABELS[id])}
            </Link>
          </li>
        ))}
      </ul>
      <BetaAccessButton />
    </nav>
  );
}

/** For beta players only: shows the spec's thank-you toast for 5 s (docs/product/economy.md §2, §9). */
function BetaAccessButton() {
  const t = useMessages(settingsMessages);
  const me = useMe();
  const showToast = useSetAtom(showToastAtom);
  if (!hasBetaAccess(me.data?.hasBetaAccess)) return null;
  return (
    <button
      type="button"
      onClick={() => showToast({ tone: "success", message: t("betaToast"), durationMs: BETA_TOAST_MS })}
      className="flex items-center justify-center gap-2 self-start rounded-full border border-gold/50 bg-gold/10 px-4 py-2 text-sm font-bold tracking-wide text-gold transition hover:bg-gold/20"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7L12 2Z" />
      </svg>
      {t("betaButton")}
    </button>
  );
}
