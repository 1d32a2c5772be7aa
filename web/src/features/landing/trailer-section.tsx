import { useMessages } from "../../i18n/messages.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { LANDING_MEDIA } from "./content.ts";
import { PlayIcon } from "./icons.tsx";
import { landingMessages } from "./messages.ts";

/** Landing section 5 (docs/product/platform.md §2): the trailer still and its "play trailer" button (opens the popup). */
export function TrailerSection() {
  const t = useMessages(landingMessages);
  const setDialog = useSetDialog();
  return (
    <section aria-labelledby="trailer-title" className="py-20 sm:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-card border border-line shadow-card">
          <img
            src={LANDING_MEDIA.trailerStill}
            alt=""
            loading="lazy"
            decoding="async"
            width={1280}
            height={720}
            className="absolute inset-0 -z-10 size-full object-cover"
          />
          <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(4_20_15/0.35),rgb(4_20_15/0.85))]" />
          <div className="flex aspect-[4/5] flex-col items-center justify-center gap-6 px-6 text-center min-[500px]:aspect-video">
            <h2 id="trailer-title" className="font-display text-3xl font-bold tracking-tight sm:text-5xl">
              {t("trailerT")}
            </h2>
            <p className="max-w-lg text-ink/85">{t("trailerP")}</p>
            <button
              type="button"
              onClick={() => setDialog({ kind: "trailer" })}
              className="cta-surface group inline-flex h-14 items-center gap-3 rounded-full pe-7 ps-2 font-semibold tracking-wide transition hover:brightness-110 active:scale-[0.98]"
            >
              <span className="grid size-10 place-items-center rounded-full bg-canvas text-gold transition group-hover:scale-110">
                <PlayIcon />
              </span>
              {t("playTrailer")}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
