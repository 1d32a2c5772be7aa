import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber, formatPlayedHours } from "../../lib/format.ts";
import { dashboardMessages } from "../dashboard/messages.ts";
import {
  type BoardSort,
  type EarnedCurrency,
  MEDAL_LABELS,
  MEDALS,
  type Medal,
  NO_GAME,
  type SortKey,
} from "./constants.ts";
import { earnedField, type LoadedRow, mostValuableGame, readNumber, rowLabel } from "./leaderboard-rules.ts";
import { type LeaderboardMessage, leaderboardMessages } from "./messages.ts";

/** Level and played time show from 500 px wide (docs/product/economy.md §2). */
const WIDE_CELL = "hidden min-[500px]:table-cell";

/** Medal labels: text in the theme's ink (≥ 4.5:1 on each tint in the web and both Telegram themes). */
const MEDAL_STYLE: Record<string, string> = {
  GOLD: "bg-gold/20 text-ink ring-gold/50",
  SILVER: "bg-muted/15 text-ink ring-muted/50",
  BRONZE: "bg-gold-deep/20 text-ink ring-gold-deep/60",
};

const amount = (value: unknown) => formatLargeNumber(readNumber(value) || 0);

interface Column {
  key: SortKey;
  label: LeaderboardMessage;
  align?: "right";
}

/**
 * docs/product/economy.md §2: the board's rows with sortable columns Position, User, Coins or Gems earned, Total
 * wagered, Total wins and Most valuable game; the first three rows shown are GOLD, SILVER, BRONZE.
 */
export function BoardTable({
  rows,
  sort,
  earned,
  onSort,
}: {
  rows: readonly LoadedRow[];
  sort: BoardSort;
  earned: EarnedCurrency;
  onSort(key: SortKey): void;
}) {
  const t = useMessages(leaderboardMessages);
  const columns: Column[] = [
    { key: "position", label: "position" },
    { key: "nickname", label: "user" },
    { key: "earned", label: earned === "coins" ? "coinsEarned" : "gemsEarned", align: "right" },
    { key: "coinsWagered", label: "totalWagered", align: "right" },
    { key: "totalWins", label: "totalWins", align: "right" },
    { key: "mostValuableGame", label: "mostValuableGame" },
  ];
  return (
    <div className="overflow-x-auto rounded-(--radius-card) border border-line bg-surface">
      <table className="w-full min-w-[24rem] min-[500px]:min-w-[36rem] border-collapse text-sm">
        <thead>
          <tr className="border-b border-line text-start text-xs text-muted uppercase">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={
                  sort.key === column.key ? (sort.order === "asc" ? "ascending" : "descending") : "none"
                }
                className={`px-2 py-2 min-[500px]:px-3 font-semibold ${column.align === "right" ? "text-end" : ""}`}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className={`inline-flex items-center gap-1 uppercase hover:text-ink ${sort.key === column.key ? "text-ink" : ""}`}
                >
                  {t(column.label)}
                  <span aria-hidden="true">
                    {sort.key === column.key ? (sort.order === "asc" ? "▲" : "▼") : "↕"}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col" className={`px-2 py-2 min-[500px]:px-3 text-end font-semibold ${WIDE_CELL}`}>
              {t("playedTime")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <BoardRow key={row.entry.id} row={row} index={index} earned={earned} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BoardRow({ row, index, earned }: { row: LoadedRow; index: number; earned: EarnedCurrency }) {
  const t = useMessages(leaderboardMessages);
  const gameNames = useMessages(dashboardMessages);
  const { entry } = row;
  const label = rowLabel(index);
  const medal = (MEDALS as readonly string[]).includes(label);
  const nickname = entry.user.nickname ?? "";
  return (
    <tr
      data-testid="leaderboard-row"
      data-user-id={entry.userId}
      className="border-b border-line/60 last:border-0"
    >
      <td className="px-2 py-2 min-[500px]:px-3">
        <span
          data-testid="row-position"
          className={
            medal
              ? `inline-flex rounded-full px-1.5 py-0.5 text-[0.65rem] font-bold ring-1 min-[500px]:px-2 min-[500px]:text-xs ${MEDAL_STYLE[label]}`
              : "font-semibold text-muted"
          }
        >
          {medal ? t(MEDAL_LABELS[label as Medal]) : label}
        </span>
      </td>
      <td className="px-2 py-2 min-[500px]:px-3">
        <div className="flex items-center gap-2">
          {entry.photoUrl ? (
            <img
              src={entry.photoUrl}
              alt=""
              data-frame={entry.frame ?? undefined}
              className={`size-6 shrink-0 rounded-full bg-raised object-cover min-[500px]:size-8 ${goldFrame(entry.frame)}`}
            />
          ) : (
            <span
              aria-hidden="true"
              data-frame={entry.frame ?? undefined}
              className={`grid size-6 shrink-0 place-items-center rounded-full bg-raised font-bold min-[500px]:size-8 ${goldFrame(entry.frame)}`}
            >
              {nickname.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p
              data-testid="row-nickname"
              className="max-w-[6rem] truncate font-semibold text-ink min-[500px]:max-w-[12rem]"
            >
              {nickname}
              {entry.frame === "gold" ? <span className="sr-only"> {t("goldPass")}</span> : null}
            </p>
            <p data-testid="row-level" className="hidden text-xs text-muted min-[500px]:block">
              {t("level", { level: amount(entry.user.level) })}
            </p>
          </div>
        </div>
      </td>
      <td data-testid="row-earned" className="px-2 py-2 min-[500px]:px-3 text-end font-semibold tabular-nums">
        {amount(entry[earnedField(earned)])}
      </td>
      <td data-testid="row-wagered" className="px-2 py-2 min-[500px]:px-3 text-end tabular-nums">
        {amount(entry.coinsWagered)}
      </td>
      <td data-testid="row-wins" className="px-2 py-2 min-[500px]:px-3 text-end tabular-nums">
        {amount(entry.totalWins)}
      </td>
      <td data-testid="row-game" className="px-2 py-2 min-[500px]:px-3">
        {mostValuableGame(entry, gameNames) || NO_GAME}
      </td>
      <td
        data-testid="row-played"
        className={`px-2 py-2 min-[500px]:px-3 text-end tabular-nums ${WIDE_CELL}`}
      >
        {formatPlayedHours(readNumber(entry.secondsPlayed) || 0)}
      </td>
    </tr>
  );
}

/** A Gold season pass holder's avatar wears a gold frame on the board (docs/passes.md). */
const goldFrame = (frame: "gold" | null) =>
  frame === "gold"
    ? "ring-2 ring-gold ring-offset-1 ring-offset-surface shadow-[0_0_10px_rgba(234,193,92,0.5)]"
    : "";
