import { useMessages } from "../../i18n/messages.ts";
import { Button } from "../../ui/button.tsx";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { MINI_GAMES } from "./content.ts";
import { landingMessages } from "./messages.ts";

/** One motif per mini-game, in the same order as MINI_GAMES: burst, coil, chain, wave. */
const MOTIFS = [
  "M60 20v18M60 82v18M20 60h18M82 60h18M32 32l12 12M76 76l12 12M88 32 76 44M44 76 32 88",
  "M28 78c0-20 20-20 20-36s-14-18-14-18m38 70c16 0 22-12 22-22s-8-20-20-20-18 10-18 22",
  "M24 60a12 12 0 0 1 12-12h14a12 12 0 0 1 0 24H36a12 12 0 0 1-12-12Zm46 0a12 12 0 0 1 12-12h2a12 12 0 0 1 0 24h-2",
  "M16 76c10-8 18-8 28 0s18 8 28 0 18-8 28 0M40 60l30-16 12 12-36 8Z",
];

/** Landing section 6 (docs/product/platform.md §2): classic games and PvP, the four mini-games, and the waitlist CTA. */
export function GamesSection() {
  const t = useMessages(landingMessages);
  const setDialog = useSetDialog();
  return (
    <section aria-labelledby="games-title" className="py-20 sm:py-24">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-[0.24em] text-gold uppercase">{t("f1")}</p>
            <h2 id="games-title" className="mt-3 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              {t("gamesT")}
            </h2>
            <p className="mt-4 text-muted">{t("gamesP")}</p>
          </div>
          <Button size="lg" onClick={() => setDialog({ kind: "waitlist" })} className="shrink-0">
            {t("waitlist")}
          </Button>
        </div>
        <ul className="mt-12 grid gap-5 min-[500px]:grid-cols-2 xl:grid-cols-4">
          {MINI_GAMES.map((game, index) => (
            <li
              key={game.name}
              className="overflow-hidden rounded-card border border-line bg-surface shadow-card"
            >
              <div
                className="relative grid aspect-[4/3] place-items-center"
                style={{
                  background: `radial-gradient(circle at 50% 40%, ${game.hues[0]}, ${game.hues[1]} 75%)`,
                }}
              >
                <svg
                  viewBox="0 0 120 120"
                  aria-hidden="true"
                  className="size-32 text-white/85 drop-shadow-[0_6px_12px_rgb(0_0_0/0.35)]"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={MOTIFS[index % MOTIFS.length]} />
                </svg>
                <span className="absolute top-3 start-3 rounded-full bg-black/55 px-3 py-1 text-xs font-bold tracking-wider text-white uppercase">
                  {t(game.tag)}
                </span>
              </div>
              <div className="p-5">
                <h3 className="font-display text-xl font-bold">{game.name}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(game.body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
