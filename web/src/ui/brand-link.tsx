import { Link } from "react-router";
import { PRODUCT_NAME, ROUTES } from "../lib/constants.ts";
import { LogoMark } from "./logo-mark.tsx";
import { useUiMessages } from "./messages.ts";

/** The logo and product name, linking home; `compact` hides the name below the `sm` breakpoint. */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  const t = useUiMessages();
  return (
    <Link
      to={ROUTES.home}
      className="flex items-center gap-2 rounded-full"
      aria-label={t("brand", { product: PRODUCT_NAME })}
    >
      <LogoMark className="size-9" />
      <span
        className={`${compact ? "hidden sm:inline" : ""} font-display text-lg font-semibold tracking-wide`}
      >
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
