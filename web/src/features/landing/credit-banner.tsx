import { LogoMark } from "../../ui/logo-mark.tsx";

/** Landing section 13 (docs/product/platform.md §2): the design credit. */
export function CreditBanner() {
  return (
    <aside aria-label="Design credit" className="px-4 py-10 sm:px-6">
      <div className="mx-auto flex w-full max-w-7xl flex-col items-center justify-center gap-3 rounded-card border border-gold/30 bg-[linear-gradient(100deg,rgb(242_200_98/0.12),rgb(63_211_155/0.1))] px-6 py-6 text-center sm:flex-row sm:gap-4">
        <LogoMark className="size-8" />
        <p className="text-sm text-ink/85">
          Designed and built by the <span className="font-semibold text-gold">JadeVerse Studio</span>: every
          illustration, video and melody on this page is made in-house.
        </p>
      </div>
    </aside>
  );
}
