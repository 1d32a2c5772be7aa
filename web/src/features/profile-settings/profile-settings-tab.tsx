import { useMessages } from "../../i18n/messages.ts";
import { useMe } from "../../lib/queries/users.ts";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { AvatarGrid } from "./avatar-grid.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DEMO_LOCKED } from "./constants.ts";
import { LanguageSection } from "./language-section.tsx";
import { profileMessages } from "./messages.ts";
import { PersonalDataForm } from "./personal-data-form.tsx";
import { PrivacyToggles } from "./privacy-toggles.tsx";
import { identityLock } from "./profile-rules.ts";
import { TakeBreakSection } from "./take-break-section.tsx";
import { WalletForm } from "./wallet-form.tsx";

/**
 * The "Profile Settings" tab of /dashboard/settings (docs/product/economy.md §2 Profile): personal data, avatar
 * grid, the language (docs/i18n.md), change password, privacy toggles (premium-locked), the wallet address and taking a break
 * (docs/security.md "Taking a break"). One component for
 * the web dashboard and the Mini App.
 */
export function ProfileSettingsTab() {
  const t = useMessages(profileMessages);
  const me = useMe();
  if (me.isPending)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  if (!me.data) return <Notice tone="error">{t("loadFailed")}</Notice>;
  const player = me.data;
  const lock = identityLock(player);
  return (
    <div className="flex flex-col gap-5" data-testid="profile-settings">
      <PersonalDataForm player={player} />
      <LanguageSection chosen={player.language} />
      <AvatarGrid equippedId={player.equippedSkin?.id ?? null} />
      <ChangePasswordForm
        lockedBecause={lock === "demo" ? DEMO_LOCKED : lock === "telegram" ? t("telegramNoPassword") : null}
      />
      <PrivacyToggles />
      <WalletForm current={player.walletAddress ?? ""} />
      <TakeBreakSection />
    </div>
  );
}
