import type { ReactNode } from "react";
import { useMessages } from "../../../i18n/messages.ts";
import { gamesMessages } from "../messages.ts";
import type { HubGame } from "./constants.ts";

const card = (x: number, rotate: number, mark: ReactNode) => (
  <g transform={`rotate(${rotate} ${x + 8} 30)`}>
    <rect x={x} y="10" width="16" height="22" rx="2.5" fill="#f8f5ec" stroke="#1d4536" />
    {mark}
  </g>
);

/** Baccarat's badge: the Player's and the Banker's cards, marked with their initials in the player's language. */
function BaccaratArt() {
  const t = useMessages(gamesMessages);
  return (
    <>
      {card(
        6,
        -8,
        <text x="14" y="25" fontSize="9" fontWeight="700" textAnchor="middle" fill="#2f5fb3">
          {t("playerInitial")}
        </text>,
      )}
      {card(
        18,
        8,
        <text x="26" y="25" fontSize="9" fontWeight="700" textAnchor="middle" fill="#c0262d">
          {t("bankerInitial")}
        </text>,
      )}
    </>
  );
}

/** Each game's badge on the hub, drawn here. Decorative: the card's heading names the game. */
const ART: Readonly<Record<HubGame, ReactNode>> = {
  blackjack: (
    <>
      {card(
        7,
        -12,
        <path d="M15 17c-3 3-4 5-2 6.5 1 .8 2 .2 2-.5 0 .7 1 1.3 2 .5 2-1.5 1-3.5-2-6.5Z" fill="#14201b" />,
      )}
      {card(
        17,
        10,
        <path
          d="M25 26c-3-2.5-5-4-3.5-6 1-1.3 2.5-.8 3.5.6 1-1.4 2.5-1.9 3.5-.6 1.5 2-.5 3.5-3.5 6Z"
          fill="#c0262d"
        />,
      )}
    </>
  ),
  roulette: (
    <>
      <circle cx="20" cy="20" r="15" fill="#6b4a14" />
      <circle cx="20" cy="20" r="13" fill="none" stroke="#c0262d" strokeWidth="4" strokeDasharray="3.4 3.4" />
      <circle
        cx="20"
        cy="20"
        r="13"
        fill="none"
        stroke="#161d1a"
        strokeWidth="4"
        strokeDasharray="3.4 3.4"
        strokeDashoffset="3.4"
      />
      <circle cx="20" cy="20" r="9" fill="#0b3a28" stroke="#d9b25a" />
      <path d="M20 12v16M12 20h16" stroke="#d9b25a" strokeWidth="1.5" />
      <circle cx="27" cy="9" r="2" fill="#f8f5ec" />
    </>
  ),
  baccarat: <BaccaratArt />,
  slots: (
    <>
      <rect x="5" y="8" width="30" height="24" rx="4" fill="#6b4a14" stroke="#f2c862" />
      <rect x="8" y="12" width="7" height="16" rx="1.5" fill="#f8f5ec" />
      <rect x="16.5" y="12" width="7" height="16" rx="1.5" fill="#f8f5ec" />
      <rect x="25" y="12" width="7" height="16" rx="1.5" fill="#f8f5ec" />
      <path d="M11.5 18v4M20 18v4M28.5 18v4" stroke="#c0262d" strokeWidth="3" strokeLinecap="round" />
      <path d="M6 20h28" stroke="#f2c862" strokeWidth="0.8" />
    </>
  ),
};

export function GameArt({ game, className = "size-10" }: { game: HubGame; className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true">
      {ART[game]}
    </svg>
  );
}
