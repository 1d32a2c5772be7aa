import type { LeaderboardEntry } from "@jadeverse/api/client/contracts";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber, formatPlayedHours } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { standingLabel } from "../../lib/rank-label.ts";
import { Card } from "../../ui/card.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { FIREWORKS_TAB, GAME_FILTERS } from "./constants.ts";
import { type BoardView, fireworksStandingQuery } from "./leaderboard-queries.ts";
import { readNumber } from "./leaderboard-rules.ts";
import { type LeaderboardMessage, leaderboardMessages } from "./messages.ts";

interface Standing {
  userData: LeaderboardEntry | null;
  userIndex: number | null;
}

type Tab = "board" | "fireworks";

const amount = (value: unknown) => formatLargeNumber(readNumber(value) || 0);

/**
 * docs/product/economy.md §2: the player's own standing, in two tabs: the board the filter shows (Global or one
 * game) and 'Fireworks frenzy' (that game's board), each with their Rank there, coins and gems
 * wagered and earned, and total played time in hours.
 */
export function PersonalPanel({ view, board }: { view: BoardView; board: Standing | undefined }) {
  const t = useMessages(leaderboardMessages);
  const { api } = usePlatform();
  const id = useId();
  const [tab, setTab] = useState<Tab>("board");
  const fireworks = useQuery({ ...fireworksStandingQuery(api, view), enabled: tab === "fireworks" });
  const boardLabel = GAME_FILTERS.find((g) => g.value === view.game)?.label ?? GAME_FILTERS[0].label;
  const tabs: { key: Tab; label: LeaderboardMessage }[] = [
    { key: "board", label: boardLabel },
    { key: "fireworks", label: FIREWORKS_TAB.label },
  ];
  const shown = tab === "board" ? board : fireworks.data;

  return (
    <Card as="section" glow aria-label={t("personalPanel")} className="flex flex-col gap-3 p-4">
      <div
        role="tablist"
        aria-label={t("personalPanel")}
        className="flex gap-1 rounded-full border border-line bg-canvas/60 p-1"
      >
        {tabs.map((option) => (
          <button
            key={option.key}
            type="button"
            role="tab"
            id={`${id}-${option.key}`}
            aria-selected={tab === option.key}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(option.key)}
            className={`h-9 flex-1 rounded-full px-3 text-sm font-semibold transition ${
              tab === option.key ? "bg-raised text-ink ring-1 ring-jade/40" : "text-muted hover:text-ink"
            }`}
          >
            {t(option.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} data-testid="personal-panel">
        {shown ? (
          <StandingList standing={shown} />
        ) : tab === "fireworks" && fireworks.isError ? (
          <p role="alert" className="py-4 text-center text-sm text-muted">
            {t("loadFailed")}
          </p>
        ) : (
          <div className="grid place-items-center py-6">
            <Spinner className="size-6" />
          </div>
        )}
      </div>
    </Card>
  );
}

function StandingList({ standing }: { standing: Standing }) {
  const t = useMessages(leaderboardMessages);
  const me = standing.userData;
  const items = [
    // The Rank on the board and in the order the tab shows: on Global in the default order (coins won)
    // it is the header's Rank, the same server computation (db/src/leaderboard/player-rank.ts).
    // "#N", or "N/A" before a first round on this board (lib/rank-label.ts's standingLabel, in words here).
    { key: "rank", label: t("rank"), value: standingLabel(standing.userIndex) ?? t("unranked") },
    { key: "coins-wagered", label: t("coinsWagered"), value: amount(me?.coinsWagered) },
    { key: "coins-earned", label: t("coinsEarned"), value: amount(me?.coinsWon) },
    { key: "gems-wagered", label: t("gemsWagered"), value: amount(me?.gemsWagered) },
    { key: "gems-earned", label: t("gemsEarned"), value: amount(me?.gemsWon) },
    {
      key: "played-time",
      label: t("totalPlayedTime"),
      value: formatPlayedHours(readNumber(me?.secondsPlayed) || 0),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
      {items.map((item) => (
        <div key={item.key} className="rounded-xl bg-raised/60 px-3 py-2">
          <dt className="text-xs text-muted">{item.label}</dt>
          <dd data-testid={`personal-${item.key}`} className="font-display text-lg font-bold text-ink">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
