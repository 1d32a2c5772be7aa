import { useId } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { BUY_GEMS_SECTIONS } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { FAQ_OPEN_BY_DEFAULT, faqEntries } from "./faq-content.ts";
import { purchaseMessages } from "./messages.ts";

/**
 * The Purchase screen's FAQ (docs/product/economy.md §2): nine questions, the first four open. Native disclosure
 * widgets, so keyboards, screen readers and find-in-page work without script.
 */
export function PurchaseFaq() {
  const { buyGems } = usePlatform();
  const titleId = useId();
  const t = useMessages(purchaseMessages);
  return (
    <section
      id={BUY_GEMS_SECTIONS.faq}
      aria-labelledby={titleId}
      className="flex w-full max-w-3xl scroll-mt-24 flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {t("faqTitle")}
      </h2>
      {faqEntries(buyGems.methods, t).map((entry, index) => (
        <details
          key={entry.key}
          open={index < FAQ_OPEN_BY_DEFAULT}
          data-testid="faq-entry"
          className="group rounded-xl border border-line bg-raised px-4 py-3"
        >
          <summary className="flex min-h-11 cursor-pointer list-none flex-col justify-center gap-0.5 [&::-webkit-details-marker]:hidden">
            <span className="text-xs font-semibold uppercase tracking-wide text-muted">{entry.category}</span>
            <span className="font-semibold">{entry.question}</span>
          </summary>
          <p className="pt-2 text-sm text-muted">{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
