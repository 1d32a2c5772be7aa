import { type SelectHTMLAttributes, useId } from "react";

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
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = `${selectId}-error`;
  const isInvalid = invalid || Boolean(error);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={selectId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-12 rounded-xl border bg-canvas/60 px-3 text-base text-ink outline-none transition focus:border-jade focus:ring-2 focus:ring-jade/30 ${
          isInvalid ? "border-danger" : "border-line"
        }`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-surface">
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
