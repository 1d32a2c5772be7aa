import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { PRODUCT_NAME } from "../../lib/constants.ts";
import { PublicPageHeader } from "../../ui/public-page-header.tsx";
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS, type TermsBlock } from "./terms-content.ts";

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
 * table of contents of anchor links. A hash in the URL (e.g. `#privacy` from the wallet modal) scrolls
 * to its section once the page has rendered; without one the page starts at the top.
 */
export function TermsPage() {
  const { hash } = useLocation();

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
          <h1 className="font-display text-4xl font-bold sm:text-5xl">Terms and Conditions</h1>
          <p className="text-muted">
            Effective <time dateTime="2025-09-01">{TERMS_EFFECTIVE_DATE}</time>
          </p>
        </div>

        <nav aria-labelledby="terms-toc-heading" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="terms-toc-heading" className="font-display text-lg font-semibold">
            Contents
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
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

        <div className="flex flex-col gap-10">
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
