import type { TextareaHTMLAttributes } from "react";
import { Field, fieldControlClass } from "./field.tsx";

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input styled like TextField, with its error under it. */
export function TextAreaField({ label, error, className, id, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} id={id} error={error} className={className}>
      {({ controlId, errorId }) => (
        <textarea
          id={controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`min-h-28 resize-y px-4 py-3 ${fieldControlClass(Boolean(error))}`}
          {...rest}
        />
      )}
    </Field>
  );
}
