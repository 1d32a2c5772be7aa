import { useSetAtom } from "jotai";
import { useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { profileMessages } from "./messages.ts";
import { useChangePassword } from "./profile-queries.ts";
import { passwordChangeProblem, profileErrorMessage } from "./profile-rules.ts";
import { SettingsSection } from "./settings-section.tsx";

const PASSWORD_FIELDS = [
  { name: "oldPassword", label: "oldPasswordLabel", autoComplete: "current-password" },
  { name: "newPassword", label: "newPasswordLabel", autoComplete: "new-password" },
  { name: "repeatPassword", label: "repeatPasswordLabel", autoComplete: "new-password" },
] as const;

/**
 * Old, new and repeated password (docs/product/economy.md §5 rules client-side); success ends the other sessions.
 * `lockedBecause`: why this account cannot change a password here (the form is shown disabled).
 */
export function ChangePasswordForm({ lockedBecause }: { lockedBecause: string | null }) {
  const t = useMessages(profileMessages);
  const locked = lockedBecause !== null;
  const showToast = useSetAtom(showToastAtom);
  const change = useChangePassword();
  const [fields, setFields] = useState({ oldPassword: "", newPassword: "", repeatPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [key]: event.target.value }));

  return (
    <SettingsSection title={t("passwordTitle")}>
      <form
        noValidate
        className="grid gap-4 md:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = passwordChangeProblem(fields);
          setError(problem && t(problem.id, problem.values));
          if (problem) return;
          change.mutate(
            { oldPassword: fields.oldPassword, newPassword: fields.newPassword },
            {
              onSuccess: () => {
                setFields({ oldPassword: "", newPassword: "", repeatPassword: "" });
                showToast({ tone: "success", message: t("successPasswordSessions") });
              },
              onError: (failure) => setError(profileErrorMessage(failure, "failurePassword", t)),
            },
          );
        }}
      >
        {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={t(label)}
            name={name}
            type="password"
            autoComplete={autoComplete}
            disabled={locked}
            value={fields[name]}
            onChange={set(name)}
          />
        ))}
        <div className="flex flex-col gap-3 md:col-span-3">
          {locked ? (
            <Notice>{lockedBecause}</Notice>
          ) : (
            <p className="text-sm text-muted">{t("passwordSessionsNote")}</p>
          )}
          {error && <Notice tone="error">{error}</Notice>}
          <Button type="submit" className="self-start" disabled={locked} loading={change.isPending}>
            {t("passwordSubmit")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
