import { type InputHTMLAttributes, useId } from "react";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Marks the field invalid and describes it with this message. */
  error?: string | null;
  /** Marks the field invalid without a message of its own (the form shows one). */
  invalid?: boolean;
}

/** A labelled input; the label is always visible and tied to the input. */
export function TextField({ label, error, invalid = false, className, id, ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const isInvalid = invalid || Boolean(error);
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={isInvalid || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`h-12 rounded-xl border bg-canvas/60 px-4 text-base text-ink placeholder:text-muted/60 outline-none transition focus:border-jade focus:ring-2 focus:ring-jade/30 ${
          isInvalid ? "border-danger" : "border-line"
        }`}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
