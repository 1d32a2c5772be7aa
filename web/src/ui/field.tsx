import { type ReactNode, useId } from "react";

/**
 * Border, surface and focus ring every single-value control shares; red while invalid. The border is
 * the `edge` token (≥ 3:1 against the surfaces, WCAG 1.4.11), the placeholder full `muted` (≥ 4.5:1).
 */
export function fieldControlClass(invalid: boolean): string {
  return `rounded-xl border bg-canvas text-base text-ink placeholder:text-muted outline-none transition focus:border-jade focus:ring-2 focus:ring-jade/30 ${
    invalid ? "border-danger" : "border-edge"
  }`;
}

export interface FieldIds {
  controlId: string;
  errorId: string;
}

export interface FieldProps {
  label: string;
  /** The control's id (a generated one when absent). */
  id?: string | undefined;
  error?: string | null | undefined;
  className?: string | undefined;
  /** Renders the control, given the ids to wire its label and error to. */
  children(ids: FieldIds): ReactNode;
}

/**
 * A labelled form control with its error under it: the label is always visible and tied to the
 * control, and the error describes it (`aria-describedby`).
 */
export function Field({ label, id, error, className, children }: FieldProps) {
  const fallbackId = useId();
  const controlId = id ?? fallbackId;
  const errorId = `${controlId}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={controlId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {label}
      </label>
      {children({ controlId, errorId })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's error line; nothing when there is no error. */
export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? (
    <p id={id} className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}
