import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: ReactNode;
  /** Marks the box invalid (e.g. a required agreement left unticked). */
  invalid?: boolean;
}

/** A labelled checkbox; the whole label is the click target. */
export function Checkbox({ label, invalid = false, className, id, ...rest }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={`flex items-start gap-3 ${className ?? ""}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className={`mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-jade ${invalid ? "outline-2 outline-danger" : ""}`}
        {...rest}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm leading-snug text-ink">
        {label}
      </label>
    </div>
  );
}
