import type { SelectHTMLAttributes } from "react";
import { Field, fieldControlClass } from "./field.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  error?: string | null;
  invalid?: boolean;
}

/** A labelled native select (native keeps long lists usable on phones and with screen readers). */
export function SelectField({
  label,
  options,
  error,
  invalid = false,
  className,
  id,
  ...rest
}: SelectFieldProps) {
  const isInvalid = invalid || Boolean(error);
  return (
    <Field label={label} id={id} error={error} className={className}>
      {({ controlId, errorId }) => (
        <select
          id={controlId}
          aria-invalid={isInvalid || undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-12 px-3 ${fieldControlClass(isInvalid)}`}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-surface">
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
