import { type KeyboardEvent, useRef, useState } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { formatCompact } from "../../../lib/format.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { amountName } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import {
  cellLabel,
  cellText,
  neighbourCell,
  placeOf,
  TABLE_CELLS,
  type TableCell,
  type TableOrientation,
} from "./roulette-layout.ts";
import { amountOn, type Board } from "./roulette-rules.ts";

const TEMPLATES: Readonly<Record<TableOrientation, { columns: string; rows: string }>> = {
  upright: {
    columns: "minmax(2.75rem,0.7fr) minmax(2.75rem,0.7fr) repeat(3,minmax(0,1fr))",
    rows: "repeat(14,2.75rem)",
  },
  landscape: {
    columns: "minmax(2.75rem,1fr) repeat(12,minmax(0,1fr)) minmax(2.75rem,1fr)",
    rows: "repeat(3,3.25rem) repeat(2,2.75rem)",
  },
};

const ARROWS: Readonly<Record<string, "up" | "down" | "left" | "right">> = {
  ArrowUp: "up",
  ArrowDown: "down",
  ArrowLeft: "left",
  ArrowRight: "right",
};

const FILL: Readonly<Record<string, string>> = {
  red: "bg-[#a3232b] text-white",
  black: "bg-[#161d1a] text-white",
  green: "bg-jade-deep text-white",
};

export interface RouletteTableProps {
  board: Board;
  /** Numbers picked for an inside bet (pick mode); their cells show pressed. */
  picked: readonly number[];
  pickMode: boolean;
  onCell(cell: TableCell): void;
  /** After a spin: the pocket and the keys of the bets that won. */
  pocket: number | null;
  winning: ReadonlySet<string>;
  disabled: boolean;
}

/**
 * The European layout as a grid of real buttons, one per bet cell ("Straight 17", "Column 1", "Red"),
 * reached with one Tab and moved through with the arrow keys (a roving tab stop). Upright on narrow
 * screens, the classic landscape table from 1024 px.
 */
export function RouletteTable({
  board,
  picked,
  pickMode,
  onCell,
  pocket,
  winning,
  disabled,
}: RouletteTableProps) {
  const t = useMessages(gamesMessages);
  const orientation: TableOrientation = useMediaQuery("(min-width: 1024px)") ? "landscape" : "upright";
  const [focused, setFocused] = useState("straight:0");
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const template = TEMPLATES[orientation];

  const onKeyDown = (event: KeyboardEvent, cell: TableCell) => {
    const direction = ARROWS[event.key];
    if (!direction) return;
    event.preventDefault();
    const next = neighbourCell(cell, direction, orientation);
    if (!next) return;
    setFocused(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t("rouletteTableLegend")}</legend>
      <div
        dir="ltr"
        className="grid gap-0.5 rounded-xl border border-gold/30 felt p-1.5 shadow-card"
        style={{ gridTemplateColumns: template.columns, gridTemplateRows: template.rows }}
      >
        {TABLE_CELLS.map((cell) => {
          const at = placeOf(cell, orientation);
          const amount = amountOn(board, cell.id);
          const number = cell.kind === "straight" ? cell.numbers[0]! : null;
          const isPicked = pickMode && number !== null && picked.includes(number);
          const hit = (number !== null && number === pocket) || winning.has(cell.id);
          // The label reads what the cell shows, the chip on it included (WCAG 2.5.3); the colour is said after.
          const label =
            amount > 0
              ? t("cellWithChips", { cell: cellLabel(t, cell), amount: amountName(t, amount) })
              : cellLabel(t, cell);
          const describe =
            cell.color && cell.kind === "straight" ? t("color", { color: cell.color }) : undefined;
          return (
            <button
              key={cell.id}
              ref={(el) => {
                if (el) refs.current.set(cell.id, el);
                else refs.current.delete(cell.id);
              }}
              type="button"
              aria-label={label}
              aria-description={describe}
              aria-pressed={pickMode && number !== null ? isPicked : undefined}
              tabIndex={cell.id === focused ? 0 : -1}
              aria-disabled={disabled || undefined}
              onFocus={() => setFocused(cell.id)}
              onKeyDown={(event) => onKeyDown(event, cell)}
              onClick={() => onCell(cell)}
              style={{
                gridRow: `${at.row} / span ${at.rowSpan}`,
                gridColumn: `${at.col} / span ${at.colSpan}`,
              }}
              className={`relative grid min-w-0 place-items-center rounded-md text-xs font-bold transition sm:text-sm aria-disabled:cursor-wait ${
                cell.color && cell.kind === "straight"
                  ? FILL[cell.color]
                  : cell.kind === "red"
                    ? FILL.red
                    : cell.kind === "black"
                      ? FILL.black
                      : "bg-[#0f4a33] text-ink"
              } ${isPicked ? "ring-2 ring-jade ring-inset" : ""} ${hit ? "z-10 outline-2 outline-gold motion-safe:animate-pulse" : "hover:brightness-125"}`}
            >
              <span aria-hidden="true">{cellText(t, cell)}</span>
              {amount > 0 ? (
                <span
                  aria-hidden="true"
                  data-figure="compact"
                  className="absolute -top-1 -right-1 z-10 grid min-w-6 place-items-center rounded-full border-2 border-dashed border-white/70 bg-gold px-1 text-[0.6rem] leading-5 text-on-cta shadow"
                >
                  {formatCompact(amount)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
