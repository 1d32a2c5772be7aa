import { Link } from "react-router";
import { ROUTES } from "../lib/constants.ts";
import { BrandLink } from "./brand-link.tsx";
import { buttonClasses } from "./button.tsx";
import { useUiMessages } from "./messages.ts";

/** The sticky header of the public pages (/token, /terms-and-conditions): brand and the way home. */
export function PublicPageHeader({ width = "max-w-5xl" }: { width?: "max-w-5xl" | "max-w-6xl" }) {
  const t = useUiMessages();
  return (
    <header className="sticky top-0 z-10 border-b border-line bg-canvas/85 backdrop-blur">
      <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-3 sm:px-6`}>
        <BrandLink compact />
        <Link to={ROUTES.home} className={buttonClasses("ghost")}>
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{" "}
          {t("home")}
        </Link>
      </div>
    </header>
  );
}
