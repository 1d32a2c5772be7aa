import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useFlags } from "../../lib/queries/public-config.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { COPY_CONFIRM_MS, REFERRAL_BONUS_SHOWN_GEMS } from "./constants.ts";
import { settingsMessages } from "./messages.ts";
import { useReferralLink } from "./use-referral-link.ts";
import { useTimedFlag } from "./use-timed-flag.ts";

/** The statistics tab's two banners (docs/product/economy.md §2): the gem packs, and the copyable referral link. */
export function StatisticsBanners() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <GemPackBanner />
      <ReferralBanner />
    </div>
  );
}

function GemPackBanner() {
  const t = useMessages(settingsMessages);
  const { buyGems } = usePlatform();
  const { buyPacks } = useFlags();
  return (
    <section
      aria-labelledby="gem-pack-banner"
      className="relative flex min-w-0 items-center gap-4 overflow-hidden rounded-(--radius-card) border border-gold/40 bg-[radial-gradient(circle_at_90%_10%,color-mix(in_oklab,var(--color-gold)_28%,transparent),transparent_60%),linear-gradient(135deg,var(--color-raised),var(--color-surface))] p-5"
    >
      <CurrencyIcon
        currency="gems"
        className="size-12 shrink-0 drop-shadow-[0_4px_12px_rgb(40_200_140/0.35)]"
      />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-3">
        <h2 id="gem-pack-banner" className="font-display text-xl font-semibold">
          {t("gemBanner")}
        </h2>
        {buyPacks ? (
          <Link to={buyGems.path} className={buttonClasses("primary")}>
            {t("gemBannerCta")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function ReferralBanner() {
  const t = useMessages(settingsMessages);
  const { link, deliver } = useReferralLink();
  const [copied, markCopied] = useTimedFlag(COPY_CONFIRM_MS);
  const onClick = async () => {
    if ((await deliver()) === "copied") markCopied();
  };
  return (
    <section
      aria-labelledby="referral-banner"
      className="flex min-w-0 flex-col justify-center gap-3 rounded-(--radius-card) border border-jade/40 bg-[linear-gradient(135deg,color-mix(in_oklab,var(--color-jade)_16%,transparent),transparent_60%)] p-5"
    >
      <h2 id="referral-banner" className="font-display text-xl font-semibold">
        {t("refBanner", { gems: REFERRAL_BONUS_SHOWN_GEMS })}
      </h2>
      <div className="relative">
        <button
          type="button"
          onClick={() => void onClick()}
          disabled={!link}
          aria-describedby={copied ? "referral-banner-copied" : undefined}
          className="w-full truncate rounded-full border border-line bg-canvas/60 px-4 py-2 text-start font-mono text-sm text-ink transition hover:border-jade/60"
        >
          {link ?? "…"}
        </button>
        {copied ? (
          <span
            id="referral-banner-copied"
            role="tooltip"
            className="absolute -top-9 end-2 rounded-lg border border-line bg-raised px-2.5 py-1 text-xs font-semibold text-ink shadow-card"
          >
            {t("copiedToClipboard")}
          </span>
        ) : null}
      </div>
    </section>
  );
}
