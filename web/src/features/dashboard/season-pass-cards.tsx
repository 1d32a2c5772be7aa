import { useFlags } from "../../lib/queries/public-config.ts";
import { Card } from "../../ui/card.tsx";
import { SEASON_PASSES } from "./constants.ts";

/** Season passes Gold and Silver (docs/product/economy.md §2); buying is behind the season-passes flag (off by default). */
export function SeasonPassCards() {
  const { seasonPasses } = useFlags();
  return (
    <Card as="section" aria-labelledby="season-heading" className="flex flex-col gap-3 p-5">
      <h2 id="season-heading" className="font-display text-lg font-semibold">
        Season pass
      </h2>
      <ul className="flex flex-col gap-3">
        {SEASON_PASSES.map((pass) => (
          <li key={pass.id} className="flex items-center gap-3 rounded-2xl border border-line bg-raised p-3">
            <span className="flex-1">
              <span className="block font-semibold">{pass.name} pass</span>
              <span className="text-xs text-muted">{pass.tagline}</span>
            </span>
            <button
              type="button"
              disabled={!seasonPasses}
              title={seasonPasses ? undefined : "Coming soon"}
              className="rounded-full border border-gold/50 px-3 py-1.5 text-sm font-semibold text-gold disabled:opacity-50"
            >
              {pass.price}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
