import type { GamesCatalog } from "@jadeverse/api/client/games";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { usePlatform } from "../../lib/platform.ts";
import { FairnessPanel } from "../fairness/fairness-panel.tsx";
import { BaccaratGame } from "./baccarat/baccarat-game.tsx";
import { BlackjackGame } from "./blackjack/blackjack-game.tsx";
import { GAMES_PATH, type HubGame, VERIFY_QUERY } from "./common/constants.ts";
import { gamesKeys } from "./common/games-queries.ts";
import { roundFromQuery, withVerifiedRound } from "./common/hub-rules.ts";
import { RoundHistory } from "./common/round-history.tsx";
import { VerifyPanel } from "./common/verify-panel.tsx";
import { gamesMessages } from "./messages.ts";
import { RouletteGame } from "./roulette/roulette-game.tsx";
import { SlotsGame } from "./slots/slots-game.tsx";

/** The table of one game. */
function Table({ game, catalog }: { game: HubGame; catalog: GamesCatalog }) {
  switch (game) {
    case "blackjack":
      return <BlackjackGame rules={catalog.games.blackjack} />;
    case "roulette":
      return <RouletteGame rules={catalog.games.roulette} />;
    case "baccarat":
      return <BaccaratGame rules={catalog.games.baccarat} />;
    case "slots":
      return <SlotsGame machine={catalog.games.slots} />;
  }
}

/**
 * One open game: its table, the provably fair seeds (reused from the wheel's fairness feature), the
 * player's recent rounds and the Verify panel on the round named in `?verify=`.
 */
export function GameView({ game, catalog }: { game: HubGame; catalog: GamesCatalog }) {
  const queryClient = useQueryClient();
  const { hasNativeBack } = usePlatform();
  const t = useMessages(gamesMessages);
  const [params, setParams] = useSearchParams();
  const verifying = roundFromQuery(params.get(VERIFY_QUERY));
  const verify = (roundId: string | null) =>
    setParams((current) => withVerifiedRound(current, roundId), { replace: true });
  return (
    <>
      {hasNativeBack ? null : (
        <Link to={GAMES_PATH} className="w-fit text-sm font-semibold text-jade underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←{" "}
          </span>
          {t("allGames")}
        </Link>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t("table")} className="min-w-0">
          <Table game={game} catalog={catalog} />
        </section>
        <aside className="flex min-w-0 flex-col gap-4" aria-label={t("fairness")}>
          <FairnessPanel
            onRotated={() => void queryClient.invalidateQueries({ queryKey: gamesKeys.history() })}
          />
          <VerifyPanel game={game} roundId={verifying} onClose={() => verify(null)} />
        </aside>
      </div>
      <RoundHistory game={game} selected={verifying} onVerify={verify} />
    </>
  );
}
