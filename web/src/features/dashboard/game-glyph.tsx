import type { LobbyGame } from "@jadeverse/api/client";
import type { ReactNode } from "react";

const STROKE = {
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** Line-art emblem of each game, drawn here (no hot-linked art). Decorative. */
export function GameGlyph({ slug, className = "size-10" }: { slug: LobbyGame; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} fill="none" aria-hidden="true">
      {GLYPHS[slug]}
    </svg>
  );
}

const GLYPHS: Record<LobbyGame, ReactNode> = {
  "bound-in-gold": (
    <>
      <path {...STROKE} d="M6 40l9-10 7 5 9-12 11-13" />
      <path {...STROKE} d="M34 10h8v8" />
      <path {...STROKE} d="M8 32h10l-2 6H6l2-6Z" fill="currentColor" fillOpacity="0.25" />
    </>
  ),
  baccarat: (
    <>
      <rect {...STROKE} x="8" y="10" width="20" height="28" rx="3" transform="rotate(-10 18 24)" />
      <rect {...STROKE} x="20" y="10" width="20" height="28" rx="3" fill="currentColor" fillOpacity="0.15" />
      <path {...STROKE} d="M30 19l-4 6h8l-4 6" />
    </>
  ),
  "fireworks-frenzy": (
    <>
      <circle {...STROKE} cx="24" cy="20" r="3" fill="currentColor" />
      <path {...STROKE} d="M24 6v6M24 28v4M10 20h6M32 20h6M14 10l4 4M34 10l-4 4M14 30l4-4M34 30l-4-4" />
      <path {...STROKE} d="M24 32v10" strokeDasharray="2 3" />
    </>
  ),
  blackjack: (
    <>
      <path
        {...STROKE}
        d="M24 8c-6 8-14 11-14 18a6 6 0 0 0 11 3l-3 9h12l-3-9a6 6 0 0 0 11-3c0-7-8-10-14-18Z"
        fill="currentColor"
        fillOpacity="0.2"
      />
    </>
  ),
  roulette: (
    <>
      <circle {...STROKE} cx="24" cy="24" r="16" />
      <circle {...STROKE} cx="24" cy="24" r="9" fill="currentColor" fillOpacity="0.15" />
      <path
        {...STROKE}
        d="M24 8v7M24 33v7M8 24h7M33 24h7M12.7 12.7l5 5M30.3 30.3l5 5M35.3 12.7l-5 5M17.7 30.3l-5 5"
      />
      <circle cx="24" cy="24" r="2.5" fill="currentColor" />
    </>
  ),
  jetski: (
    <>
      <path {...STROKE} d="M6 32h30l6-6H20l-4-6h-6l2 6H8Z" />
      <path {...STROKE} d="M4 38c4 0 4-2 8-2s4 2 8 2 4-2 8-2 4 2 8 2 4-2 8-2" />
    </>
  ),
};
