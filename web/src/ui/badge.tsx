import type { ReactNode } from "react";

export type BadgeTone = "jade" | "gold" | "neutral";

const TONES: Record<BadgeTone, string> = {
  jade: "border-jade/40 bg-jade/10 text-jade",
  gold: "border-gold/50 bg-gold/10 text-gold",
  neutral: "border-line bg-raised text-muted",
};

/** A short uppercase label: BETA, VIP, ranks. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[0.68rem] font-bold uppercase tracking-[0.12em] ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
