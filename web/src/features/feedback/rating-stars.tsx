import { useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { FieldError } from "../../ui/field.tsx";
import { RATINGS } from "./content.ts";
import { feedbackMessages } from "./messages.ts";

export interface RatingStarsProps {
  value: number | null;
  onChange(value: number): void;
  error?: string | undefined;
}

/**
 * The 1–5 rating as a radio group: native radios (arrow keys move between stars, the group has one
 * tab stop), each labelled "n stars", drawn as stars that fill up to the pointer or the choice.
 */
export function RatingStars({ value, onChange, error }: RatingStarsProps) {
  const t = useMessages(feedbackMessages);
  const [hovered, setHovered] = useState<number | null>(null);
  const name = useId();
  const labelId = `${name}-label`;
  const errorId = `${name}-error`;
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {t("ratingLabel")}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-field="rating"
        className="flex gap-1"
        onMouseLeave={() => setHovered(null)}
      >
        {RATINGS.map((stars) => (
          <label
            key={stars}
            onMouseEnter={() => setHovered(stars)}
            className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-2 has-focus-visible:outline-jade"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{t("starLabel", { stars })}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={`size-9 transition ${stars <= shown ? "text-gold" : "text-muted/60"}`}
              fill="currentColor"
            >
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
