import { useEffect, useRef } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { MOTION_MS } from "../common/constants.ts";
import { gamesMessages } from "../messages.ts";
import { SlotSymbol } from "./slot-symbol.tsx";
import { cellKey, type LineResult, reelColumn, symbolWord } from "./slots-rules.ts";

/** Symbols a reel scrolls past before it lands: more for each reel to the right. */
const leadOf = (reel: number) => 18 + reel * 5;
const LINE_COLOURS = ["#f2c862", "#3fd39b", "#ff8f85", "#8fb8ff", "#e59bff"] as const;

export interface SlotsReelsProps {
  strips: readonly string[];
  rows: number;
  paylines: readonly (readonly number[])[];
  symbols: Readonly<Record<string, string>>;
  /** The window shown at rest: `grid[reel][row]`. */
  grid: readonly (readonly string[])[];
  /** While spinning: the stops the reels land on (the animation scrolls each reel's strip to its stop). */
  landing: { stops: readonly number[]; key: number } | null;
  reduced: boolean;
  /** After landing: the winning lines and the positions they light. */
  lines: readonly LineResult[];
  winning: ReadonlySet<string>;
}

interface ReelProps {
  strip: string;
  stop: number;
  rows: number;
  reel: number;
  reduced: boolean;
  symbols: Readonly<Record<string, string>>;
}

function Reel({ strip, stop, rows, reel, reduced, symbols }: ReelProps) {
  const column = useRef<HTMLDivElement>(null);
  const lead = leadOf(reel);
  useEffect(() => {
    if (reduced) return;
    const share = (100 * lead) / (lead + rows);
    column.current?.animate?.([{ transform: "translateY(0)" }, { transform: `translateY(-${share}%)` }], {
      duration: MOTION_MS.reelSpin + reel * MOTION_MS.reelStagger,
      easing: "cubic-bezier(0.3, 0, 0.2, 1.08)",
      fill: "forwards",
    });
  }, [lead, rows, reel, reduced]);
  return (
    <div ref={column} className="flex flex-col">
      {reelColumn(strip, stop, rows, reduced ? 0 : lead).map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a reel's column is fixed for one spin; positions are its identity.
        <SymbolCell key={i} symbol={symbol} name={symbols[symbol]} lit={false} />
      ))}
    </div>
  );
}

function SymbolCell({ symbol, lit, name }: { symbol: string; lit: boolean; name?: string }) {
  const t = useMessages(gamesMessages);
  return (
    <div
      className={`grid aspect-square place-items-center ${lit ? "rounded-lg bg-gold/20 ring-2 ring-gold ring-inset motion-safe:animate-pulse" : ""}`}
      title={name === undefined ? undefined : symbolWord(t, name)}
    >
      <SlotSymbol name={name ?? symbol} />
    </div>
  );
}

/**
 * Five reels of three rows. While landing, each reel scrolls through its real strip to its stop, one
 * after another; at rest the window shows with the winning lines drawn over it. Decorative to screen
 * readers: the game's live region and the row summary say what landed.
 */
export function SlotsReels({
  strips,
  rows,
  paylines,
  symbols,
  grid,
  landing,
  reduced,
  lines,
  winning,
}: SlotsReelsProps) {
  return (
    <div
      dir="ltr"
      className="relative mx-auto w-full max-w-xl rounded-xl border-4 border-gold/60 bg-[linear-gradient(180deg,#0b2c20,#04140f)] p-1.5 shadow-card"
    >
      <div aria-hidden="true" className="grid grid-cols-5 gap-1">
        {strips.map((strip, reel) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions.
            key={reel}
            className="overflow-hidden rounded-md bg-[#f8f5ec]/5"
            style={{ aspectRatio: `1 / ${rows}` }}
          >
            {landing ? (
              <Reel
                key={landing.key}
                strip={strip}
                stop={landing.stops[reel] ?? 0}
                rows={rows}
                reel={reel}
                reduced={reduced}
                symbols={symbols}
              />
            ) : (
              <div className="flex flex-col">
                {(grid[reel] ?? []).map((symbol, row) => (
                  <SymbolCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions.
                    key={row}
                    symbol={symbol}
                    name={symbols[symbol]}
                    lit={winning.has(cellKey(reel, row))}
                  />
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
      {!landing && lines.length > 0 ? (
        <svg
          aria-hidden="true"
          viewBox={`0 0 500 ${rows * 100}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-1.5 size-[calc(100%-0.75rem)]"
        >
          {lines.map((line, i) => (
            <polyline
              key={line.line}
              points={(paylines[line.line] ?? [])
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(" ")}
              fill="none"
              stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
              strokeWidth="6"
              strokeLinecap="round"
              strokeLinejoin="round"
              opacity="0.75"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}
