import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Spinner } from "./spinner.tsx";

export type ButtonVariant = "primary" | "secondary" | "ghost";
export type ButtonSize = "md" | "lg";

const BASE =
  "inline-flex select-none items-center justify-center gap-2 rounded-full font-semibold tracking-wide " +
  "transition duration-150 ease-out active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-60 " +
  "disabled:active:scale-100";

const VARIANTS: Record<ButtonVariant, string> = {
  // Disabled, it drops the gold: a flat, muted surface that does not read as something to press.
  primary:
    "cta-surface hover:brightness-110 disabled:border disabled:border-line disabled:bg-none disabled:bg-raised " +
    "disabled:text-muted disabled:opacity-100 disabled:shadow-none disabled:hover:brightness-100",
  secondary: "border border-line bg-raised text-ink hover:border-jade/60 hover:bg-raised/80",
  ghost: "text-muted hover:bg-raised hover:text-ink",
};

const SIZES: Record<ButtonSize, string> = {
  md: "h-10 px-5 text-sm",
  lg: "h-13 px-8 text-base",
};

/** Class names of a button, for links that should look like one. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md"): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and blocks further clicks. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size)} ${className ?? ""}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
