import { useSetAtom } from "jotai";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import type { Me } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { acceptNickname } from "../dashboard/nickname.ts";
import { DEMO_LOCKED } from "./constants.ts";
import { profileMessages } from "./messages.ts";
import { type ProfilePatch, useUpdateProfile } from "./profile-queries.ts";
import { identityLock, joinName, profileErrorMessage, splitName } from "./profile-rules.ts";
import { SettingsSection } from "./settings-section.tsx";

/**
 * Name (split at the first space into firstName and lastName, docs/product/economy.md §5), nickname (longer input
 * ignored: the welcome picker's rule, dashboard/nickname.ts) and e-mail. A new e-mail
 * needs the current password and stays pending until confirmed from the new address. Demo players
 * cannot change it (DEMO_IDENTITY_LOCKED, said up front). An account without a password proves who
 * it is with Telegram (`Platform.identityProof`: the Mini App's launch data, fresh for 10 minutes);
 * where the platform has no such proof (the web), its field is explained and locked instead of failing.
 */
export function PersonalDataForm({ player }: { player: Me }) {
  const t = useMessages(profileMessages);
  const showToast = useSetAtom(showToastAtom);
  const update = useUpdateProfile();
  const initialName = joinName(player.firstName, player.lastName);
  const [name, setName] = useState(initialName);
  // The stored nickname as it is (the server counts graphemes, so it may hold more UTF-16 units than
  // the input accepts when typed): cutting it here would change it on the next save.
  const [nickname, setNickname] = useState(player.nickname ?? "");
  const [email, setEmail] = useState(player.email ?? "");
  const [currentPassword, setCurrentPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const proof = usePlatform().identityProof();
  const withoutPassword = player.email === null;
  const lock = identityLock(player, proof !== null);
  const trimmedEmail = email.trim();
  const emailChanged =
    trimmedEmail !== "" && trimmedEmail !== (player.email ?? "") && trimmedEmail !== player.pendingEmail;
  const patch: ProfilePatch = {};
  if (name.trim() !== initialName) Object.assign(patch, splitName(name));
  if (nickname.trim() !== (player.nickname ?? "")) patch.nickname = nickname;
  if (emailChanged) {
    patch.email = trimmedEmail;
    if (withoutPassword && proof) patch.telegramInitData = proof.telegramInitData;
    else if (currentPassword) patch.currentPassword = currentPassword;
  }
  const dirty = Object.keys(patch).length > 0;

  return (
    <SettingsSection title={t("personalTitle")}>
      <form
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          update.mutate(patch, {
            onSuccess: (result) => {
              setCurrentPassword("");
              // The field shows the address in use; a requested one is shown as pending below it.
              setEmail(result.user.email ?? "");
              showToast({ tone: "success", message: result.message ?? t("successProfile") });
            },
            onError: (failure) => setError(profileErrorMessage(failure, "failureProfile", t)),
          });
        }}
      >
        <TextField
          label={t("nameLabel")}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t("nicknameLabel")}
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onChange={(event) => setNickname((previous) => acceptNickname(previous, event.target.value))}
        />
        <TextField
          label={t("emailLabel")}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          disabled={lock !== null}
          onChange={(event) => setEmail(event.target.value)}
        />
        {emailChanged && !withoutPassword && (
          <TextField
            label={t("currentPasswordLabel")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        <div className="flex flex-col gap-3 md:col-span-2">
          {lock === "demo" && <Notice>{DEMO_LOCKED}</Notice>}
          {lock === "telegram" && <p className="text-sm text-muted">{t("telegramOnlyEmail")}</p>}
          {emailChanged && (
            <p className="text-sm text-muted">
              {withoutPassword ? t("emailTelegramProofHint") : t("emailProofHint")}
            </p>
          )}
          {player.pendingEmail && <Notice>{t("pendingEmail", { address: player.pendingEmail })}</Notice>}
          {error && <Notice tone="error">{error}</Notice>}
          <Button type="submit" className="self-start" disabled={!dirty} loading={update.isPending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
