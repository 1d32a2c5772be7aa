import type { InputHTMLAttributes } from "react";
import { Field, fieldControlClass } from "./field.tsx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Marks the field invalid and describes it with this message. */
  error?: string | null;
  /** Marks the field invalid without a message of its own (the form shows one). */
  invalid?: boolean;
}

/** A labelled input; the label is always visible and tied to the input. */
export function TextField({ label, error, invalid = false, className, id, ...rest }: TextFieldProps) {
  const isInvalid = invalid || Boolean(error);
  return (
    <Field label={label} id={id} error={error} className={className}>
      {({ controlId, errorId }) => (
        <input
          id={controlId}
          aria-invalid={isInvalid || undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-12 px-4 ${fieldControlClass(isInvalid)}`}
          {...rest}
        />
      )}
    </Field>
  );
}
