import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { isApiError, unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { EMAIL_TOO_LONG, PASSWORD_MAX, PASSWORD_TOO_LONG } from "./content.ts";
import { EmailField } from "./email-field.tsx";
import { loginErrorMessage } from "./error-messages.ts";
import { type AccountNote, type AccountTranslate, accountMessages, noteText } from "./messages.ts";
import { useTransient } from "./use-transient.ts";
import { emailError, refuseOversizedPaste } from "./validation.ts";

/** Which field is red and what it says; a failed login marks both, with the message under the password. */
interface SignInProblem {
  email: AccountNote | boolean;
  password: AccountNote | boolean;
}

const asError = (value: AccountNote | boolean | undefined, t: AccountTranslate) =>
  typeof value === "object" ? noteText(value, t) : null;

export interface SignInStepProps {
  email: string;
  onEmailChange(email: string): void;
  onForgotPassword(): void;
  onSignedIn(accessToken: string): void;
  /** 401 USER_HAS_NOT_VERIFIED_EMAIL: the verification popup takes over (docs/product/platform.md §4). */
  onUnverified(email: string): void;
}

/**
 * Step 4: e-mail sign-in (`POST /api/auth/login`). An access token starts the session; an
 * unverified account opens the verification popup; anything else turns the fields red with the
 * message, for 5 s (docs/product/platform.md §4, §8).
 */
export function SignInStep({
  email,
  onEmailChange,
  onForgotPassword,
  onSignedIn,
  onUnverified,
}: SignInStepProps) {
  const t = useMessages(accountMessages);
  const { api } = usePlatform();
  const [password, setPassword] = useState("");
  const [problem, showProblem, clearProblem] = useTransient<SignInProblem>();
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      unwrap(api.api.auth.login.$post({ json: body })),
    onSuccess: (session) => onSignedIn(session.access_token),
    onError: (error, body) => {
      if (isApiError(error, "USER_HAS_NOT_VERIFIED_EMAIL")) onUnverified(body.email);
      else showProblem({ email: true, password: loginErrorMessage(error) });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailProblem = emailError(email);
    const passwordProblem: AccountNote | null = password
      ? password.length > PASSWORD_MAX
        ? PASSWORD_TOO_LONG
        : null
      : { id: "passwordEmpty" };
    if (emailProblem || passwordProblem) {
      showProblem({ email: emailProblem ?? false, password: passwordProblem ?? false });
      return;
    }
    clearProblem();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        invalid={Boolean(problem?.email)}
        error={asError(problem?.email, t)}
        onValueChange={onEmailChange}
        onOversizedPaste={() => showProblem({ email: EMAIL_TOO_LONG, password: false })}
      />
      <TextField
        label={t("passwordLabel")}
        type="password"
        name="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={password}
        invalid={Boolean(problem?.password)}
        error={asError(problem?.password, t)}
        onChange={(event) => setPassword(event.target.value)}
        onPaste={refuseOversizedPaste(PASSWORD_MAX, () =>
          showProblem({ email: false, password: PASSWORD_TOO_LONG }),
        )}
      />
      <button
        type="button"
        onClick={onForgotPassword}
        className="-mt-1 self-end rounded text-sm font-semibold text-jade underline-offset-2 hover:underline"
      >
        {t("forgotLink")}
      </button>
      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {t(login.isPending ? "signingIn" : "signInSubmit")}
      </Button>
    </form>
  );
}
