import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { CONTACT_EMAIL, SOCIAL_LINKS } from "../../lib/community.ts";
import { ROUTES } from "../../lib/constants.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { Button } from "../../ui/button.tsx";
import { SocialIcon } from "../../ui/social-icon.tsx";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { landingMessages } from "./messages.ts";

/**
 * Landing section 14 (docs/product/platform.md §2): contact e-mail, Subscribe (the waitlist popup) and the social
 * links: all five from 768 px, the reduced set (X, Discord, Telegram) below; then the small print.
 */
export function LandingFooter() {
  const t = useMessages(landingMessages);
  const setDialog = useSetDialog();
  return (
    <footer className="border-t border-line/70 bg-surface/70">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr]">
        <div className="flex flex-col items-start gap-4">
          <BrandLink />
          <p className="max-w-sm text-sm text-muted">{t("firstInLine")}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Button onClick={() => setDialog({ kind: "waitlist" })}>{t("subscribe")}</Button>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="text-sm font-semibold text-jade underline-offset-4 hover:underline"
            >
              {CONTACT_EMAIL}
            </a>
          </div>
        </div>
        <div className="flex flex-col gap-4 md:items-end">
          <h2 className="text-sm font-bold tracking-[0.2em] text-muted uppercase">{t("follow")}</h2>
          <ul className="flex flex-wrap gap-3" data-testid="footer-socials">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network} className={link.narrow ? "" : "hidden md:list-item"}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t("onNet", { name: link.name })} ${t("newTab")}`}
                  className="grid size-11 place-items-center rounded-full border border-line bg-raised text-ink transition hover:border-gold hover:text-gold"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-line/60 px-4 py-6 text-center text-xs leading-relaxed text-muted sm:px-6">
        <p>{t("print")}</p>
        <p className="mt-2">
          {richText(t("rights", { year: String(new Date().getFullYear()) }), {
            0: (terms) => (
              <Link to={ROUTES.terms} className="underline underline-offset-2 hover:text-ink">
                {terms}
              </Link>
            ),
          })}
        </p>
      </div>
    </footer>
  );
}
