import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { useOwnedAvatars } from "../../lib/queries/users.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { profileMessages } from "./messages.ts";
import { useEquipAvatar } from "./profile-queries.ts";
import { SettingsSection } from "./settings-section.tsx";

/** The player's avatars (`GET /api/skins/me`); choosing one equips it (docs/product/economy.md §2, §8 toasts). */
export function AvatarGrid({ equippedId }: { equippedId: number | null }) {
  const t = useMessages(profileMessages);
  const equip = useEquipAvatar({ success: t("successAvatar"), failure: t("failureAvatar") });
  const owned = useOwnedAvatars();
  const avatars = owned.data ?? [];
  return (
    <SettingsSection title={t("avatarTitle")}>
      {owned.isPending ? (
        <div className="grid place-items-center py-6">
          <Spinner />
        </div>
      ) : owned.isError ? (
        <Notice tone="error">{t("avatarLoadFailed")}</Notice>
      ) : avatars.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t("avatarEmpty")}</p>
          <Link to="/dashboard/store" className={buttonClasses("secondary")}>
            {t("avatarVisitStore")}
          </Link>
        </div>
      ) : (
        <ul
          aria-label={t("avatarListLabel")}
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
        >
          {avatars.map((avatar) => {
            const current = avatar.id === equippedId;
            const pending = equip.isPending && equip.variables === avatar.id;
            return (
              <li key={avatar.id}>
                <button
                  type="button"
                  aria-pressed={current}
                  aria-busy={pending || undefined}
                  disabled={equip.isPending}
                  onClick={() => !current && equip.mutate(avatar.id)}
                  className={`relative flex w-full flex-col items-center gap-2 rounded-2xl border p-2 transition disabled:opacity-70 ${
                    current ? "border-gold bg-gold/10" : "border-line bg-raised hover:border-jade"
                  }`}
                >
                  <img
                    src={avatar.smallImage.url}
                    alt=""
                    className="aspect-square w-full rounded-xl object-cover"
                  />
                  <span className="w-full truncate text-center text-xs font-semibold">{avatar.name}</span>
                  {current && (
                    // The button's pressed state tells assistive technology; the badge is for the eye.
                    <span
                      aria-hidden="true"
                      className="absolute top-1 end-1 rounded-full border border-gold bg-surface px-2 py-0.5 text-[10px] font-bold text-ink uppercase"
                    >
                      {t("avatarCurrent")}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}
