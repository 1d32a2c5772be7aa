import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { EMAIL_TOO_LONG } from "./content.ts";
import { EmailField } from "./email-field.tsx";
import { resetRequestErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";
import { useTransient } from "./use-transient.ts";
import { emailError } from "./validation.ts";

export interface ForgotPasswordStepProps {
  email: string;
  onEmailChange(email: string): void;
  /** To step 7 once the reset mail is on its way. */
  onSent(email: string): void;
}

/** Step 6: request a reset link (`POST /api/auth/forgot-password`; docs/product/platform.md §4, §5, §8). */
export function ForgotPasswordStep({ email, onEmailChange, onSent }: ForgotPasswordStepProps) {
  const t = useMessages(accountMessages);
  const { api } = usePlatform();
  const [problem, showProblem, clearProblem] = useTransient<AccountNote>();
  const request = useMutation({
    mutationFn: (address: string) =>
      unwrap(api.api.auth["forgot-password"].$post({ json: { email: address } })),
    onSuccess: (_answer, address) => onSent(address),
    onError: (error) => showProblem(resetRequestErrorMessage(error)),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = emailError(email);
    if (invalid) return showProblem(invalid);
    clearProblem();
    request.mutate(email.trim());
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <EmailField
        value={email}
        error={problem && noteText(problem, t)}
        onValueChange={onEmailChange}
        onOversizedPaste={() => showProblem(EMAIL_TOO_LONG)}
      />
      <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
        {t(request.isPending ? "sending" : "sendReset")}
      </Button>
    </form>
  );
}
