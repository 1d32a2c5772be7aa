import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { LANDING_QUERY, ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { TextField } from "../../ui/text-field.tsx";
import {
  PASSWORD_MAX,
  PASSWORD_TOO_LONG,
  RESET_PASSWORD_MIN,
  RESET_REDIRECT_MS,
  RESET_REDIRECT_TO,
} from "./content.ts";
import { resetPasswordErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";
import { useTransient } from "./use-transient.ts";
import { MISMATCH, type PasswordPairErrors, passwordPairErrors, refuseOversizedPaste } from "./validation.ts";

/**
 * `/reset-password?token=` (docs/product/economy.md §2, §4, §5, §8): a new password twice, min 6, then
 * `POST /api/auth/reset-password`. Success says so and opens the sign-in step after 3 s; errors
 * clear after 5 s. Without a token there is nothing to do here, so back to `/`. Drawn as a dialog
 * over the brand backdrop; Escape or close go to `/`.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get(LANDING_QUERY.token)?.trim();
  if (!token) return <Navigate to={ROUTES.home} replace />;
  return <ResetPasswordDialog token={token} />;
}

function ResetPasswordDialog({ token }: { token: string }) {
  const t = useMessages(accountMessages);
  const { api } = usePlatform();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, showFieldErrors, clearFieldErrors] = useTransient<PasswordPairErrors>();
  const [failure, showFailure, clearFailure] = useTransient<AccountNote>();
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      unwrap(api.api.auth["reset-password"].$post({ json: body })),
    onError: (error) => showFailure(resetPasswordErrorMessage(error)),
  });

  const succeeded = reset.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate(RESET_REDIRECT_TO, { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearFailure();
    const errors = passwordPairErrors(password, confirm, RESET_PASSWORD_MIN);
    if (errors.password || errors.confirm) return showFieldErrors(errors);
    clearFieldErrors();
    reset.mutate({ token, password });
  };
  const tooLong = (field: keyof PasswordPairErrors) => () =>
    showFieldErrors({ password: null, confirm: null, [field]: PASSWORD_TOO_LONG });
  // The spec highlights both fields when they differ ("highlight on either field").
  const mismatch = fieldErrors?.confirm === MISMATCH;
  const shown = (note: AccountNote | null | undefined) => note && noteText(note, t);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-18 w-full max-w-6xl items-center px-4 sm:px-6">
        <BrandLink />
      </header>
      <Dialog title={t("resetTitle")} onClose={() => navigate(ROUTES.home, { replace: true })}>
        {succeeded ? (
          <Notice tone="success">{t("resetSuccess")}</Notice>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextField
              label={t("newPasswordLabel")}
              type="password"
              name="new-password"
              autoComplete="new-password"
              placeholder={t("resetPlaceholder", { min: RESET_PASSWORD_MIN })}
              autoFocus
              maxLength={PASSWORD_MAX}
              value={password}
              invalid={mismatch}
              error={shown(fieldErrors?.password)}
              onChange={(event) => setPassword(event.target.value)}
              onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("password"))}
            />
            <TextField
              label={t("confirmNewLabel")}
              type="password"
              name="confirm-password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX}
              value={confirm}
              error={shown(fieldErrors?.confirm)}
              onChange={(event) => setConfirm(event.target.value)}
              onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("confirm"))}
            />
            {failure ? <Notice tone="error">{noteText(failure, t)}</Notice> : null}
            <Button type="submit" size="lg" className="mt-2 w-full" loading={reset.isPending}>
              {t(reset.isPending ? "saving" : "resetSubmit")}
            </Button>
          </form>
        )}
      </Dialog>
    </div>
  );
}
