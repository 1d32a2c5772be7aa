import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ROUTES } from "../../lib/constants.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { useMessagesNow } from "../../ui/messages.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { WHITEPAPER_URL } from "./content.ts";
import { landingMessages } from "./messages.ts";
import type { HeaderState } from "./use-header-state.ts";

const LINK =
  "rounded-full px-4 py-2 text-sm font-semibold tracking-wide text-ink/85 transition hover:bg-white/10 hover:text-ink";
const MENU_LINK =
  "flex h-12 w-full items-center rounded-xl px-4 text-base font-semibold text-ink transition hover:bg-white/10";

/** The header's entries, inline on wide screens and in the burger menu below 768 px. */
function NavEntries({ linkClass, onNavigate }: { linkClass: string; onNavigate?: () => void }) {
  const t = useMessagesNow(landingMessages);
  const setDialog = useSetDialog();
  return (
    <>
      <Link to={ROUTES.token} className={linkClass} onClick={onNavigate}>
        {t("token")}
      </Link>
      <a href={WHITEPAPER_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {t("paper")}
        <span className="sr-only"> {t("newTab")}</span>
      </a>
      <button
        type="button"
        className={`${linkClass} cursor-pointer text-start`}
        onClick={() => {
          onNavigate?.();
          setDialog({ kind: "contact" });
        }}
      >
        {t("contact")}
      </button>
    </>
  );
}

function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * Landing section 1 (docs/product/platform.md §2): logo, Token, Whitepaper, Contact Us; a burger menu below 768 px.
 * Over the hero it scrolls with the page; past 48 px it is fixed (`data-sticky`), and it turns black
 * (`data-tone="black"`) while the 70 px marker lies within the features section.
 */
export function LandingHeader({ sticky, black }: HeaderState) {
  const t = useMessagesNow(landingMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const surface = black
    ? "bg-black border-white/10"
    : sticky || menuOpen
      ? "bg-canvas/90 border-line/70 backdrop-blur-md"
      : "border-transparent";

  return (
    <header
      data-sticky={sticky}
      data-tone={black ? "black" : "normal"}
      className={`${sticky ? "fixed motion-safe:animate-[landing-header-in_240ms_ease-out]" : "absolute"} inset-x-0 top-0 z-40 border-b transition-colors duration-200 ${surface}`}
    >
      <div className="mx-auto flex h-18 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t("nav")} className="hidden items-center gap-1 md:flex">
          <NavEntries linkClass={LINK} />
        </nav>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full text-ink transition hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={t(menuOpen ? "closeMenu" : "openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <BurgerIcon open={menuOpen} />
        </button>
      </div>
      <nav
        id={menuId}
        aria-label={t("menu")}
        hidden={!menuOpen}
        className="border-t border-line/60 px-4 pt-2 pb-4 md:hidden"
      >
        <div className="flex flex-col gap-1">
          <NavEntries linkClass={MENU_LINK} onNavigate={() => setMenuOpen(false)} />
        </div>
      </nav>
    </header>
  );
}
