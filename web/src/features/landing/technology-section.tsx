import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { PITCH_DECK_URL, TECHNOLOGY } from "./content.ts";
import { landingMessages } from "./messages.ts";
import { Wordmark } from "./wordmark.tsx";

/** Landing section 11 (docs/product/platform.md §2): technology and partners, and "learn more" to the pitch deck. */
export function TechnologySection() {
  const t = useMessages(landingMessages);
  return (
    <section aria-labelledby="technology-title" className="border-y border-line/60 bg-surface/60 py-16">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-8 px-4 text-center sm:px-6">
        <div>
          <p className="text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("tech")}</p>
          <h2
            id="technology-title"
            className="mt-3 font-display text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {t("techT")}
          </h2>
        </div>
        <ul className="grid w-full grid-cols-2 gap-4 min-[500px]:grid-cols-3 lg:grid-cols-6">
          {TECHNOLOGY.map((name, index) => (
            <li
              key={name}
              className="grid h-20 place-items-center rounded-2xl border border-line bg-canvas/60 px-3"
            >
              <Wordmark name={name} index={index + 2} size="sm" />
            </li>
          ))}
        </ul>
        <a
          href={PITCH_DECK_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses("secondary", "lg")}
        >
          {richText(t("deck"), { 0: (rest) => <span className="sr-only">{rest}</span> })}
        </a>
      </div>
    </section>
  );
}
