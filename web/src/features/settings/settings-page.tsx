import { useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { PassSettings } from "../passes/pass-settings.tsx";
import { ProfileSettingsTab } from "../profile-settings/profile-settings-tab.tsx";
import { ComingSoon } from "./coming-soon.tsx";
import { SETTINGS_QUERY, SETTINGS_TAB_LABELS, type SettingsTabId } from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import { ReferralTab } from "./referral-tab.tsx";
import { SettingsCompactTabs, SettingsSideMenu } from "./settings-menu.tsx";
import { settingsTabFrom } from "./settings-rules.ts";
import { StatisticsTab } from "./statistics-tab.tsx";

function TabBody({ tab }: { tab: SettingsTabId }) {
  const t = useMessages(settingsMessages);
  switch (tab) {
    case "statistics":
      return <StatisticsTab />;
    case "referral":
      return <ReferralTab />;
    case "profile":
      return <ProfileSettingsTab />;
    case "payment":
      return <PassSettings />;
    default:
      return <ComingSoon tab={tab} title={t(SETTINGS_TAB_LABELS[tab])} />;
  }
}

/**
 * `/dashboard/settings` (docs/product/economy.md §2 "Profile"), the same page on the web and in the Mini App: a side
 * menu on wide screens, the compact three-tab navigation on narrow ones, Beta Access for beta players.
 * The open tab is in the URL (`?tab=statistics`), so a reload or a shared link opens it; Referral
 * Program by default.
 */
export function SettingsPage() {
  const t = useMessages(settingsMessages);
  const [params] = useSearchParams();
  const tab = settingsTabFrom(params.get(SETTINGS_QUERY.tab));
  return (
    <div className="mx-auto w-full max-w-6xl px-0 py-2 sm:px-4 md:py-6">
      <h1 className="sr-only">{t("profile")}</h1>
      <div className="flex flex-col gap-5 md:grid md:grid-cols-[220px_minmax(0,1fr)] md:items-start md:gap-8">
        <SettingsSideMenu current={tab} />
        <SettingsCompactTabs current={tab} />
        <div className="min-w-0">
          <TabBody tab={tab} />
        </div>
      </div>
    </div>
  );
}
