import { type FormEvent, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { ROUTES } from "../../lib/constants.ts";
import { countryOptions } from "../../lib/countries.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { WAITLIST_EMAIL_MAX, WAITLIST_EMAIL_PATTERN, WAITLIST_NAME_MAX } from "./content.ts";
import { waitlistMessages } from "./messages.ts";
import { useWaitlistSignup, waitlistErrorMessage } from "./use-waitlist-signup.ts";

/**
 * The waitlist form (docs/product/platform.md §2, §5): name, country (long list, first entry empty), e-mail and the
 * two agreements. Subscribe is enabled only when both boxes are ticked and the e-mail matches the
 * pattern (and nothing is longer than the server keeps). A failed sign-up keeps every input.
 */
export function WaitlistForm({ onSubscribed }: { onSubscribed(email: string): void }) {
  const t = useMessages(waitlistMessages);
  const [name, setName] = useState("");
  const [country, setCountry] = useState("");
  const [email, setEmail] = useState("");
  const [newsConsent, setNewsConsent] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const signup = useWaitlistSignup();

  const trimmedEmail = email.trim();
  const nameTooLong = name.trim().length > WAITLIST_NAME_MAX;
  const emailTooLong = trimmedEmail.length > WAITLIST_EMAIL_MAX;
  const emailValid = !emailTooLong && WAITLIST_EMAIL_PATTERN.test(trimmedEmail);
  const canSubscribe = newsConsent && termsAccepted && emailValid && !nameTooLong;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubscribe || signup.isPending) return;
    signup.mutate(
      { name: name.trim(), country, email: trimmedEmail },
      { onSuccess: () => onSubscribed(trimmedEmail.toLowerCase()) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t("nameLabel")}
        name="name"
        autoComplete="name"
        placeholder={t("namePlaceholder")}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameTooLong ? t("nameTooLong", { max: WAITLIST_NAME_MAX }) : null}
      />
      <SelectField
        label={t("countryLabel")}
        name="country"
        autoComplete="country"
        options={countryOptions()}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      <TextField
        label={t("emailLabel")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder={t("emailPlaceholder")}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailTooLong ? t("emailTooLong") : null}
      />
      <div className="flex flex-col gap-3 pt-1">
        <Checkbox
          label={t("newsConsent")}
          checked={newsConsent}
          onChange={(event) => setNewsConsent(event.target.checked)}
        />
        <Checkbox
          label={richText(t("terms"), {
            0: (terms) => (
              <a
                href={ROUTES.terms}
                target="_blank"
                rel="noopener"
                className="font-semibold text-jade underline underline-offset-2 hover:text-ink"
              >
                {terms}
              </a>
            ),
          })}
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
      </div>
      {signup.isError ? <Notice tone="error">{t(waitlistErrorMessage(signup.error))}</Notice> : null}
      <Button
        type="submit"
        size="lg"
        disabled={!canSubscribe}
        loading={signup.isPending}
        aria-describedby={canSubscribe ? undefined : "waitlist-subscribe-hint"}
      >
        {t("subscribe")}
      </Button>
      {canSubscribe ? null : (
        <p id="waitlist-subscribe-hint" className="-mt-2 text-center text-xs text-muted">
          {t("subscribeHint")}
        </p>
      )}
    </form>
  );
}
