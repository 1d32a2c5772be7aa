import { REGIONS, TERMS_VERSION } from "@jadeverse/api/client";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import {
  PASSWORD_MAX,
  PASSWORD_TOO_LONG,
  REGION_LABELS,
  REGISTER_PASSWORD_MIN,
  type Region,
} from "./content.ts";
import { registerErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";
import { ReferralField } from "./referral-field.tsx";
import type { RegistrationDraft } from "./registration-draft.ts";
import { passwordPairErrors, refuseOversizedPaste } from "./validation.ts";

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

interface StepErrors {
  region?: AccountNote | null;
  password?: AccountNote | null;
  confirm?: AccountNote | null;
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
  const t = useMessages(accountMessages);
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
    setErrors((current) => ({ ...current, [field]: PASSWORD_TOO_LONG }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pair = passwordPairErrors(draft.password, draft.confirm, REGISTER_PASSWORD_MIN);
    const next: StepErrors = { region: isRegion(draft.region) ? null : { id: "regionMissing" }, ...pair };
    setErrors(next);
    if (next.region || next.password || next.confirm || !isRegion(draft.region)) return;
    register.mutate({
      email: draft.email.trim(),
      password: draft.password,
      country: draft.region,
      ...(referralCode ? { referralCodeInput: referralCode } : {}),
    });
  };

  // The API's region goes as it is; the picker names it in the player's language.
  const regionOptions = [
    { value: "", label: t("chooseRegion") },
    ...REGIONS.map((region) => ({ value: region, label: t(REGION_LABELS[region]) })),
  ];
  const shown = (note: AccountNote | null | undefined) => note && noteText(note, t);

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <SelectField
        label={t("regionLabel")}
        name="region"
        autoFocus
        options={regionOptions}
        value={draft.region}
        error={shown(errors.region)}
        onChange={(event) => update({ region: event.target.value }, "region")}
      />
      <TextField
        label={t("passwordLabel")}
        type="password"
        name="new-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={draft.password}
        error={shown(errors.password)}
        id={passwordId}
        aria-describedby={errors.password ? `${passwordId}-error ${ruleId}` : ruleId}
        onChange={(event) => update({ password: event.target.value }, "password")}
        onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("password"))}
      />
      <p id={ruleId} className="-mt-2 text-xs text-muted">
        {t("passwordRule", { min: REGISTER_PASSWORD_MIN })}
      </p>
      <TextField
        label={t("confirmLabel")}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        value={draft.confirm}
        error={shown(errors.confirm)}
        onChange={(event) => update({ confirm: event.target.value }, "confirm")}
        onPaste={refuseOversizedPaste(PASSWORD_MAX, tooLong("confirm"))}
      />
      {referralCode ? <ReferralField code={referralCode} /> : null}
      {register.isError ? (
        <Notice tone="error">{noteText(registerErrorMessage(register.error), t)}</Notice>
      ) : null}
      <Button type="submit" size="lg" className="mt-2 w-full" loading={register.isPending}>
        {t(register.isPending ? "creating" : "createSubmit")}
      </Button>
    </form>
  );
}
