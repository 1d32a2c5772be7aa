import type { Ref } from "react";
import { useMessagesNow } from "../../ui/messages.ts";
import { FEATURES } from "./content.ts";
import { FeatureIcon } from "./icons.tsx";
import { landingMessages } from "./messages.ts";

/**
 * Landing section 4 (docs/product/platform.md §2): the six key features, on a light jade-ivory band. The header
 * turns black while its 70 px marker lies within this section, hence the `ref`.
 */
export function FeaturesSection({ ref }: { ref: Ref<HTMLElement> }) {
  const t = useMessagesNow(landingMessages);
  return (
    <section
      ref={ref}
      id="features"
      aria-labelledby="features-title"
      className="bg-[linear-gradient(180deg,#f5f1e6,#e7f2ea)] py-20 text-canvas sm:py-24"
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-bold tracking-[0.24em] text-[#0b5e41] uppercase">{t("why")}</p>
        <h2
          id="features-title"
          className="mt-3 max-w-2xl font-display text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {t("featuresT")}
        </h2>
        <ul className="mt-12 grid gap-5 min-[500px]:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="group rounded-card border border-canvas/10 bg-white/70 p-6 shadow-[0_18px_40px_-28px_rgb(4_20_15/0.5)] transition hover:-translate-y-1 hover:bg-white"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-canvas text-gold transition group-hover:bg-jade-deep group-hover:text-white">
                <FeatureIcon icon={feature.icon} />
              </span>
              <h3 className="mt-5 text-lg font-bold">{t(feature.title)}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-canvas/75">{t(feature.body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
