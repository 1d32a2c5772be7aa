import type { ReactNode } from "react";
import { formatWhole } from "../lib/format.ts";

/** A console table: a caption for screen readers, scrolls sideways on a narrow screen. */
export function DataTable({
  caption,
  head,
  children,
  empty,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
  /** Shown (instead of rows) when there is nothing to list. */
  empty?: string | null;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line"
    >
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-raised text-xs uppercase tracking-wider text-muted">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-4 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </section>
  );
}

export const cell = "px-3 py-2 align-top";

/** A figure as every JadeVerse page writes it (the number rule): whole, thousands spaced, "11 200". */
export const count = (n: number) => formatWhole(n);

/** A timestamp as an operator reads it: the date and the minute, in UTC (the server's day). */
export function when(iso: string | null | undefined): string {
  if (!iso) return "—";
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
