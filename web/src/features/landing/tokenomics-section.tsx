import { type MouseEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { ROUTES } from "../../lib/constants.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { TOKENOMICS } from "./content.ts";
import { landingMessages } from "./messages.ts";

/**
 * Landing section 8 (docs/product/platform.md §2, §4): the tokenomics accordion. At most one of the five items is
 * open; clicking the open one closes it (none open is valid), clicking another replaces it. Headers
 * are buttons with aria-expanded/aria-controls; closed panels are inert. "learn more" opens /token
 * scrolled to the top.
 */
export function TokenomicsSection() {
  const t = useMessages(landingMessages);
  const [openId, setOpenId] = useState<string | null>(TOKENOMICS[0]?.id ?? null);
  const baseId = useId();
  const navigate = useNavigate();

  const learnMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // The token page is lazy: scroll once it has replaced the landing, not before.
    void Promise.resolve(navigate(ROUTES.token)).then(() => window.scrollTo({ top: 0, behavior: "instant" }));
  };

  return (
    <section aria-labelledby="tokenomics-title" className="py-20 sm:py-24">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[0.9fr_1.1fr]">
        <div className="flex flex-col items-start gap-5">
          <p className="text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("tok")}</p>
          <h2 id="tokenomics-title" className="font-display text-4xl font-bold tracking-tight sm:text-5xl">
            {t("tokT")}
          </h2>
          <p className="text-muted">{t("tokP")}</p>
          <Link to={ROUTES.token} onClick={learnMore} className={buttonClasses("secondary", "lg")}>
            {t("more")}
          </Link>
        </div>
        <div className="flex flex-col gap-3">
          {TOKENOMICS.map((item, index) => {
            const open = openId === item.id;
            const buttonId = `${baseId}-${item.id}-button`;
            const panelId = `${baseId}-${item.id}-panel`;
            return (
              <div
                key={item.id}
                data-open={open}
                className={`rounded-card border transition-colors ${open ? "border-gold/60 bg-raised" : "border-line bg-surface"}`}
              >
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : item.id)}
                    className="flex w-full items-center gap-4 rounded-card px-5 py-4 text-start text-lg font-bold"
                  >
                    <span className="font-display text-base text-gold">
                      {String(index + 1).padStart(2, "0")}
                    </span>
                    <span className="flex-1">{t(item.title)}</span>
                    <span
                      aria-hidden="true"
                      className={`grid size-8 place-items-center rounded-full border border-line text-xl leading-none transition-transform ${open ? "rotate-45 text-gold" : "text-muted"}`}
                    >
                      +
                    </span>
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  inert={!open}
                  className={`grid transition-[grid-template-rows] duration-300 ease-out ${open ? "grid-rows-[1fr]" : "grid-rows-[0fr]"}`}
                >
                  <div className="overflow-hidden">
                    <p className="px-5 pb-5 ps-14 text-muted">{t(item.body)}</p>
                  </div>
                </section>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
