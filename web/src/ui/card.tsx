import type { HTMLAttributes } from "react";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` for a titled region, `article` for a self-contained item, `div` otherwise. */
  as?: "div" | "section" | "article";
  /** A faint jade/gold rim for the panel that matters most on a screen. */
  glow?: boolean;
}

/** The base panel: raised surface, hairline border, soft shadow. */
export function Card({ as: Tag = "div", glow = false, className, ...rest }: CardProps) {
  const rim = glow
    ? "border-jade/30 bg-[linear-gradient(160deg,color-mix(in_oklab,var(--color-jade)_10%,transparent),transparent_45%)]"
    : "border-line";
  return (
    <Tag
      className={`rounded-(--radius-card) border bg-surface shadow-(--shadow-card) ${rim} ${className ?? ""}`}
      {...rest}
    />
  );
}
