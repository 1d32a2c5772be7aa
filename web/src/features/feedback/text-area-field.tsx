import { type TextareaHTMLAttributes, useId } from "react";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input styled like TextField, with its error under it. */
export function TextAreaField({ label, error, className, id, ...rest }: TextAreaFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-28 resize-y rounded-xl border bg-canvas/60 px-4 py-3 text-base text-ink placeholder:text-muted/60 outline-none transition focus:border-jade focus:ring-2 focus:ring-jade/30 ${
          error ? "border-danger" : "border-line"
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
