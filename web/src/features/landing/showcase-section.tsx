import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { type LandingMessage, landingMessages } from "./messages.ts";
import { DashboardArt, WheelArt } from "./showcase-art.tsx";

const EYEBROW = "text-sm font-bold tracking-[0.24em] text-gold uppercase";
const TITLE = "mt-3 font-display text-3xl font-bold tracking-tight sm:text-4xl";

/** The two ways to own an item (docs/product/platform.md §1 "vault", §3 "Item purchase modes: non-NFT and NFT"). */
const VAULT_MODES: readonly { name: LandingMessage; tag: LandingMessage; body: LandingMessage }[] = [
  { name: "plain", tag: "bound", body: "plainB" },
  { name: "nft", tag: "inWallet", body: "nftB" },
];

const SOCIAL_POINTS: readonly LandingMessage[] = ["s1", "s2", "s3"];
/** Players' nicknames: shown as written in every language. */
const PODIUM = [
  { place: 2, name: "LotusQueen", height: "h-20" },
  { place: 1, name: "JadeDragon", height: "h-28" },
  { place: 3, name: "GoldRush", height: "h-14" },
];

/**
 * Landing section 7 (docs/product/platform.md §2, §1): the player dashboard image, the vault (non-NFT vs NFT items),
 * the wheel of fortune, and the social multiplayer and leaderboard banners.
 */
export function ShowcaseSection() {
  const t = useMessages(landingMessages);
  return (
    <section aria-labelledby="showcase-title" className="py-20 sm:py-24">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 sm:px-6">
        <div className="grid items-center gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <div>
            <p className={EYEBROW}>{t("f3")}</p>
            <h2 id="showcase-title" className={TITLE}>
              {t("dashT")}
            </h2>
            <p className="mt-4 text-muted">{t("dashP")}</p>
          </div>
          <div className="rounded-card bg-[linear-gradient(140deg,rgb(63_211_155/0.3),rgb(242_200_98/0.2))] p-2 shadow-card sm:p-3">
            <DashboardArt />
          </div>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <article className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
            <p className={EYEBROW}>{t("vault")}</p>
            <h3 className={TITLE}>{t("vaultT")}</h3>
            <ul className="mt-6 grid gap-4 min-[500px]:grid-cols-2">
              {VAULT_MODES.map((mode) => (
                <li key={mode.name} className="rounded-2xl border border-line bg-raised p-5">
                  <span className="text-xs font-bold tracking-wider text-jade uppercase">{t(mode.tag)}</span>
                  <h4 className="mt-2 text-lg font-bold">{t(mode.name)}</h4>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{t(mode.body)}</p>
                </li>
              ))}
            </ul>
          </article>
          <article className="grid items-center gap-6 rounded-card border border-line bg-surface p-6 shadow-card min-[500px]:grid-cols-[1fr_0.8fr] sm:p-8">
            <div>
              <p className={EYEBROW}>{t("wheel")}</p>
              <h3 className={TITLE}>{t("wheelT")}</h3>
              <p className="mt-4 text-muted">{t("wheelP")}</p>
            </div>
            <WheelArt />
          </article>
        </div>

        <div className="grid gap-6 md:grid-cols-2">
          <article className="min-w-0 rounded-card bg-[linear-gradient(135deg,#15805a,#0a2219)] p-6 shadow-card sm:p-8">
            <p className="text-sm font-bold tracking-[0.24em] text-[#ffe08f] uppercase">{t("social")}</p>
            <h3 className={TITLE}>{t("socialT")}</h3>
            <ul className="mt-5 flex flex-col gap-2">
              {SOCIAL_POINTS.map((point) => (
                <li key={point} className="flex items-center gap-2 text-ink/90">
                  <span aria-hidden="true" className="size-1.5 rotate-45 bg-gold" />
                  {t(point)}
                </li>
              ))}
            </ul>
            <svg
              viewBox="0 0 160 90"
              aria-hidden="true"
              className="mt-6 ms-auto block w-36 opacity-80"
              fill="none"
              strokeLinecap="round"
            >
              <path
                d="M8 12h64a8 8 0 0 1 8 8v26a8 8 0 0 1-8 8H34l-14 12V54H8a8 8 0 0 1-8-8V20a8 8 0 0 1 8-8Z"
                fill="#04140f"
                fillOpacity="0.35"
              />
              <path d="M24 28v6M56 28v6M28 42q12 8 24 0" stroke="#f2c862" strokeWidth="4" />
              <circle cx="122" cy="50" r="30" fill="#04140f" fillOpacity="0.35" />
              <path d="M110 44l4 4 4-4M126 44l4 4 4-4M112 60q10-8 20 0" stroke="#b8f7dc" strokeWidth="4" />
            </svg>
          </article>
          <article className="min-w-0 rounded-card bg-[linear-gradient(135deg,#3a2a07,#0a2219)] p-6 shadow-card sm:p-8">
            <p className="text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("lb")}</p>
            <h3 className={TITLE}>{t("lbT")}</h3>
            <p className="mt-3 text-ink/85">{t("lbP")}</p>
            <ol className="mt-6 flex items-end justify-center gap-3">
              {PODIUM.map((entry) => (
                <li
                  key={entry.place}
                  className="flex w-20 min-w-0 flex-col min-[500px]:w-24 items-center gap-2 text-center"
                >
                  <span className="max-w-full truncate text-xs font-semibold sm:text-sm">{entry.name}</span>
                  <span
                    className={`grid w-full place-items-start justify-center rounded-t-xl bg-gold/85 pt-2 font-display text-2xl font-bold text-on-cta ${entry.height}`}
                  >
                    {richText(t("place", { n: String(entry.place) }), {
                      0: (label) => <span className="sr-only">{label}</span>,
                    })}
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-ink/80">
              <CurrencyIcon currency="gems" className="size-4" /> {t("prizes")}
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
