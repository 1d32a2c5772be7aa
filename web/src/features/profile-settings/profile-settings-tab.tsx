import { useMe } from "../../lib/queries/users.ts";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { AvatarGrid } from "./avatar-grid.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { PROFILE_TEXT } from "./constants.ts";
import { PersonalDataForm } from "./personal-data-form.tsx";
import { PrivacyToggles } from "./privacy-toggles.tsx";
import { identityLock } from "./profile-rules.ts";
import { TakeBreakSection } from "./take-break-section.tsx";
import { WalletForm } from "./wallet-form.tsx";

const PASSWORD_LOCK = {
  demo: PROFILE_TEXT.demoLocked,
  telegram: PROFILE_TEXT.telegramNoPassword,
  none: null,
} as const;

/**
 * The "Profile Settings" tab of /dashboard/settings (docs/product/economy.md §2 Profile): personal data, avatar
 * grid, change password, privacy toggles (premium-locked), the wallet address and taking a break
 * (docs/security.md "Taking a break"). One component for
 * the web dashboard and the Mini App.
 */
export function ProfileSettingsTab() {
  const me = useMe();
  if (me.isPending)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  if (!me.data) return <Notice tone="error">{PROFILE_TEXT.loadFailed}</Notice>;
  const player = me.data;
  return (
    <div className="flex flex-col gap-5" data-testid="profile-settings">
      <PersonalDataForm player={player} />
      <AvatarGrid equippedId={player.equippedSkin?.id ?? null} />
      <ChangePasswordForm lockedBecause={PASSWORD_LOCK[identityLock(player) ?? "none"]} />
      <PrivacyToggles />
      <WalletForm current={player.walletAddress ?? ""} />
      <TakeBreakSection />
    </div>
  );
}
