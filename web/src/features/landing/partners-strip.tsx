import { useMessagesNow } from "../../ui/messages.ts";
import { BACKERS } from "./content.ts";
import { landingMessages } from "./messages.ts";
import { Wordmark } from "./wordmark.tsx";

/** Landing section 3 (docs/product/platform.md §2): the backers, headed "backed by industry leaders". */
export function PartnersStrip() {
  const t = useMessagesNow(landingMessages);
  return (
    <section aria-labelledby="partners-title" className="border-y border-line/60 bg-surface/60 py-8">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-5 px-4 sm:px-6">
        <h2 id="partners-title" className="text-xs font-bold tracking-[0.28em] text-muted uppercase">
          {t("backed")}
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
          {BACKERS.map((name, index) => (
            <li key={name}>
              <Wordmark name={name} index={index} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
