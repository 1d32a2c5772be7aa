import { type FormEvent, useState } from "react";
import { countryOptions } from "../../lib/countries.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { WAITLIST_COPY, WAITLIST_EMAIL_MAX, WAITLIST_EMAIL_PATTERN, WAITLIST_NAME_MAX } from "./content.ts";
import { useWaitlistSignup, waitlistErrorMessage } from "./use-waitlist-signup.ts";

/**
 * The waitlist form (docs/product/platform.md §2, §5): name, country (long list, first entry empty), e-mail and the
 * two agreements. Subscribe is enabled only when both boxes are ticked and the e-mail matches the
 * pattern (and nothing is longer than the server keeps). A failed sign-up keeps every input.
 */
export function WaitlistForm({ onSubscribed }: { onSubscribed(email: string): void }) {
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
        label={WAITLIST_COPY.nameLabel}
        name="name"
        autoComplete="name"
        placeholder={WAITLIST_COPY.namePlaceholder}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameTooLong ? WAITLIST_COPY.nameTooLong : null}
      />
      <SelectField
        label={WAITLIST_COPY.countryLabel}
        name="country"
        autoComplete="country"
        options={countryOptions()}
        value={country}
        onChange={(event) => setCountry(event.target.value)}
      />
      <TextField
        label={WAITLIST_COPY.emailLabel}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder={WAITLIST_COPY.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={emailTooLong ? WAITLIST_COPY.emailTooLong : null}
      />
      <div className="flex flex-col gap-3 pt-1">
        <Checkbox
          label={WAITLIST_COPY.newsConsent}
          checked={newsConsent}
          onChange={(event) => setNewsConsent(event.target.checked)}
        />
        <Checkbox
          label={
            <>
              {WAITLIST_COPY.termsBefore}
              <a
                href={WAITLIST_COPY.termsHref}
                target="_blank"
                rel="noopener"
                className="font-semibold text-jade underline underline-offset-2 hover:text-ink"
              >
                {WAITLIST_COPY.termsLink}
              </a>
              {WAITLIST_COPY.termsAfter}
            </>
          }
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
      </div>
      {signup.isError ? <Notice tone="error">{waitlistErrorMessage(signup.error)}</Notice> : null}
      <Button
        type="submit"
        size="lg"
        disabled={!canSubscribe}
        loading={signup.isPending}
        aria-describedby={canSubscribe ? undefined : "waitlist-subscribe-hint"}
      >
        {WAITLIST_COPY.subscribe}
      </Button>
      {canSubscribe ? null : (
        <p id="waitlist-subscribe-hint" className="-mt-2 text-center text-xs text-muted">
          {WAITLIST_COPY.subscribeHint}
        </p>
      )}
    </form>
  );
}
