import { type CatalogueLocale, DEFAULT_LOCALE, PSEUDO_LOCALE } from "@jadeverse/api/client/i18n";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { localeAtom } from "../../i18n/locale.ts";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { PublicPageHeader } from "../../ui/public-page-header.tsx";
import { legalMessages } from "./messages.ts";
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS, type TermsBlock } from "./terms-content.ts";

/** The day the Terms took effect, as `TERMS_EFFECTIVE_DATE` writes it in English. */
const EFFECTIVE_ON = "2025-09-01";

/** English keeps the Terms' own wording of the date; another language writes it its way. */
const effectiveDate = (locale: CatalogueLocale): string =>
  locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE
    ? TERMS_EFFECTIVE_DATE
    : new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${EFFECTIVE_ON}T00:00:00Z`),
      );

function Block({ block }: { block: TermsBlock }) {
  if (block.kind === "paragraph") return <p className="leading-relaxed text-ink/90">{block.text}</p>;
  if (block.kind === "link")
    return (
      <p>
        <Link to={block.to} className="font-semibold text-jade underline underline-offset-2 hover:text-ink">
          {block.text}
        </Link>
      </p>
    );
  return (
    <ul className="grid list-disc gap-1 ps-6 leading-relaxed text-ink/90 marker:text-jade sm:grid-cols-2">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * `/terms-and-conditions` (public, lazy): docs/product/economy.md §2's 19 sections from terms-content.ts, with a
 * table of contents of anchor links. The Terms are the legal text and stay in English (`lang="en"`,
 * left to right); the page's own chrome speaks the player's language, with a note that the Terms are
 * in English only (docs/i18n.md "Scope"). A hash in the URL (e.g. `#privacy` from the wallet modal)
 * scrolls to its section once the page has rendered; without one the page starts at the top.
 */
export function TermsPage() {
  const { hash } = useLocation();
  const t = useMessages(legalMessages);
  const locale = useAtomValue(localeAtom);

  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [hash]);

  return (
    <div className="min-h-dvh">
      <PublicPageHeader />
      <main className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col gap-3">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-jade">{PRODUCT_NAME}</p>
          <h1 className="font-display text-4xl font-bold sm:text-5xl">{t("termsTitle")}</h1>
          <p className="text-muted">
            {richText(t("effective"), {
              0: () => <time dateTime={EFFECTIVE_ON}>{effectiveDate(locale)}</time>,
            })}
          </p>
          {locale === DEFAULT_LOCALE ? null : (
            <p className="rounded-xl border border-line bg-surface px-4 py-3 text-sm text-muted">
              {t("englishOnly")}
            </p>
          )}
        </div>

        <nav aria-labelledby="terms-toc-heading" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="terms-toc-heading" className="font-display text-lg font-semibold">
            {t("contents")}
          </h2>
          <ol
            lang="en"
            dir="ltr"
            className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3"
          >
            {TERMS_SECTIONS.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-muted underline-offset-2 hover:text-jade hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div lang="en" dir="ltr" className="flex flex-col gap-10">
          {TERMS_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              data-terms-section
              className="flex scroll-mt-24 flex-col gap-3"
            >
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold">
                <span className="text-jade">{index + 1}.</span> {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are static text in a fixed order.
                // biome-ignore lint/suspicious/noArrayIndexKey: the content never reorders.
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </main>
    </div>
  );
}
