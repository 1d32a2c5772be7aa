import { type FormEvent, useId, useState } from "react";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { TermsAcceptLabel } from "../../ui/terms-accept-label.tsx";
import { FIELD_ERRORS } from "./content.ts";
import { EmailField } from "./email-field.tsx";
import { FieldError } from "./field-error.tsx";
import { ReferralField } from "./referral-field.tsx";
import type { RegistrationDraft } from "./registration-draft.ts";
import { TelegramLoginWidget } from "./telegram-login-widget.tsx";
import { emailError } from "./validation.ts";

interface StepErrors {
  email?: string | null;
  adult?: string | null;
  terms?: string | null;
}

export interface RegisterEmailStepProps {
  draft: RegistrationDraft;
  onChange(draft: RegistrationDraft): void;
  referralCode: string | undefined;
  /** To step 2: only with a valid e-mail and both boxes ticked (docs/product/platform.md §4). */
  onContinue(): void;
  onSignedIn(accessToken: string): void;
}

/**
 * Step 1: the e-mail, the Telegram Login Widget, and the 18+ and terms agreements (docs/product/platform.md §2, §5).
 * The agreements are required for the Telegram way in too: it creates an account just the same.
 */
export function RegisterEmailStep({
  draft,
  onChange,
  referralCode,
  onContinue,
  onSignedIn,
}: RegisterEmailStepProps) {
  const [errors, setErrors] = useState<StepErrors>({});
  const adultErrorId = useId();
  const termsErrorId = useId();
  const botUsername = usePublicConfig().data?.telegramBotUsername ?? null;

  const update = (patch: Partial<RegistrationDraft>, clear: keyof StepErrors) => {
    onChange({ ...draft, ...patch });
    setErrors((current) => ({ ...current, [clear]: null }));
  };

  /** Both agreements are needed for either way in; unticked boxes are flagged. */
  const agreementsTicked = () => {
    setErrors((current) => ({
      ...current,
      adult: draft.adult ? null : FIELD_ERRORS.adult,
      terms: draft.terms ? null : FIELD_ERRORS.terms,
    }));
    return draft.adult && draft.terms;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailError(draft.email);
    setErrors((current) => ({ ...current, email }));
    if (agreementsTicked() && !email) onContinue();
  };

  return (
    <div className="flex flex-col gap-6">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <EmailField
          value={draft.email}
          error={errors.email}
          onValueChange={(email) => update({ email }, "email")}
          onOversizedPaste={() => setErrors((current) => ({ ...current, email: FIELD_ERRORS.emailTooLong }))}
        />
        {referralCode ? <ReferralField code={referralCode} /> : null}
        <Checkbox
          name="adult"
          label="I declare I am over 18+"
          checked={draft.adult}
          invalid={Boolean(errors.adult)}
          aria-describedby={errors.adult ? adultErrorId : undefined}
          onChange={(event) => update({ adult: event.target.checked }, "adult")}
        />
        <FieldError id={adultErrorId} message={errors.adult} />
        <Checkbox
          name="terms"
          label={<TermsAcceptLabel />}
          checked={draft.terms}
          invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? termsErrorId : undefined}
          onChange={(event) => update({ terms: event.target.checked }, "terms")}
        />
        <FieldError id={termsErrorId} message={errors.terms} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          Continue
        </Button>
      </form>
      {botUsername ? (
        <TelegramLoginWidget botUsername={botUsername} canSend={agreementsTicked} onSignedIn={onSignedIn} />
      ) : null}
    </div>
  );
}
