import { REGIONS, TERMS_VERSION } from "@jadeverse/api/client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { FIELD_ERRORS, PASSWORD_MAX, REGISTER_PASSWORD_MIN } from "./content.ts";
import { registerErrorMessage } from "./error-messages.ts";
import { ReferralField } from "./referral-field.tsx";
import type { RegistrationDraft } from "./registration-draft.ts";
import { passwordPairErrors, refuseOversizedPaste } from "./validation.ts";

type Region = (typeof REGIONS)[number];

const REGION_OPTIONS = [
  { value: "", label: "Choose your region" },
  ...REGIONS.map((region) => ({ value: region, label: region })),
];

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

interface StepErrors {
  region?: string | null;
  password?: string | null;
  confirm?: string | null;
}

export interface RegisterPasswordStepProps {
  draft: RegistrationDraft;
  onChange(draft: RegistrationDraft): void;
  referralCode: string | undefined;
  /** To step 5 once `POST /api/auth/register` succeeded. */
  onRegistered(email: string): void;
}

/** Step 2: region, password and confirmation, then registration (docs/product/platform.md §2, §5, §7, §8). */
export function RegisterPasswordStep({
  draft,
  onChange,
  referralCode,
  onRegistered,
}: RegisterPasswordStepProps) {
  const { api } = usePlatform();
  const [errors, setErrors] = useState<StepErrors>({});
  const passwordId = useId();
  const ruleId = useId();
  const register = useMutation({
    mutationFn: (body: { email: string; password: string; country: Region; referralCodeInput?: string }) =>
      // Step 1's "over 18" and Terms boxes were ticked to get here: they are stored with the account.
      unwrap(api.api.auth.register.$post({ json: { ...body, termsVersion: TERMS_VERSION, adult: true } })),
    onSuccess: (_answer, body) => onRegistered(body.email),
  });

  const update = (patch: Partial<RegistrationDraft>, clear: keyof StepErrors) => {
    onChange({ ...draft, ...patch });
    setErrors((current) => ({ ...current, [clear]: null }));
    if (register.isError) register.reset();
  };
  const tooLong = (field: "password" | "confirm") => () =>
    setErrors((current) => ({ ...current, [field]: FIELD_ERRORS.passwordTooLong }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pair = passwordPairErrors(draft.password, draft.confirm, REGISTER_PASSWORD_MIN);
    const next: StepErrors = { region: isRegion(draft.region) ? null : FIELD_ERRORS.region, ...pair };
    setErrors(next);
    if (next.region || next.password || next.confirm || !isRegion(draft.region)) return;
    register.mutate({
      email: draft.email.trim(),
      password: draft.password,
      country: draft.region,
      ...(referralCode ? { referralCodeInput: referralCode } : {}),
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <SelectField
        label="Region"
        name="region"
        autoFocus
        options={REGION_OPTIONS}
        value={draft.region}
        error={errors.region}
        onChange={(event) => update({ region: event.target.value }, "region")}
      />
      <TextField
        label="Password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={draft.password}
        error={errors.password}
        id={passwordId}
        aria-describedby={errors.password ? `${passwordId}-error ${ruleId}` : ruleId}
        onChange={(event) => update({ password: event.target.value }, "password")}
        onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("password"))}
      />
      <p id={ruleId} className="-mt-2 text-xs text-muted">
        At least {REGISTER_PASSWORD_MIN} characters.
      </p>
      <TextField
        label="Confirm password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={draft.confirm}
        error={errors.confirm}
        onChange={(event) => update({ confirm: event.target.value }, "confirm")}
        onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("confirm"))}
      />
      {referralCode ? <ReferralField code={referralCode} /> : null}
      {register.isError ? <Notice tone="error">{registerErrorMessage(register.error)}</Notice> : null}
      <Button type="submit" size="lg" className="mt-2 w-full" loading={register.isPending}>
        {register.isPending ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
