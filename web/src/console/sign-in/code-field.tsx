import { TextField } from "../../ui/text-field.tsx";

/** The six-digit code from the operator's authenticator app. */
export function CodeField({
  value,
  onChange,
  error,
  label = "Code from your authenticator",
}: {
  value: string;
  onChange(value: string): void;
  error?: string | null;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
    />
  );
}
