import { type FormEvent, useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { usePublicConfig } from "../../lib/queries/public-config.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { TermsAcceptLabel } from "../../ui/terms-accept-label.tsx";
import { EMAIL_TOO_LONG } from "./content.ts";
import { EmailField } from "./email-field.tsx";
import { FieldError } from "./field-error.tsx";
import { type AccountMessage, type AccountNote, accountMessages, noteText } from "./messages.ts";
import { ReferralField } from "./referral-field.tsx";
import type { RegistrationDraft } from "./registration-draft.ts";
import { TelegramLoginWidget } from "./telegram-login-widget.tsx";
import { emailError } from "./validation.ts";

interface StepErrors {
  email?: AccountNote | null;
  adult?: AccountMessage | null;
  terms?: AccountMessage | null;
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
  const t = useMessages(accountMessages);
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
      adult: draft.adult ? null : "adultMissing",
      terms: draft.terms ? null : "termsMissing",
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
          error={errors.email && noteText(errors.email, t)}
          onValueChange={(email) => update({ email }, "email")}
          onOversizedPaste={() => setErrors((current) => ({ ...current, email: EMAIL_TOO_LONG }))}
        />
        {referralCode ? <ReferralField code={referralCode} /> : null}
        <Checkbox
          name="adult"
          label={t("adultLabel")}
          checked={draft.adult}
          invalid={Boolean(errors.adult)}
          aria-describedby={errors.adult ? adultErrorId : undefined}
          onChange={(event) => update({ adult: event.target.checked }, "adult")}
        />
        <FieldError id={adultErrorId} message={errors.adult && t(errors.adult)} />
        <Checkbox
          name="terms"
          label={<TermsAcceptLabel />}
          checked={draft.terms}
          invalid={Boolean(errors.terms)}
          aria-describedby={errors.terms ? termsErrorId : undefined}
          onChange={(event) => update({ terms: event.target.checked }, "terms")}
        />
        <FieldError id={termsErrorId} message={errors.terms && t(errors.terms)} />
        <Button type="submit" size="lg" className="mt-2 w-full">
          {t("continue")}
        </Button>
      </form>
      {botUsername ? (
        <TelegramLoginWidget botUsername={botUsername} canSend={agreementsTicked} onSignedIn={onSignedIn} />
      ) : null}
    </div>
  );
}
