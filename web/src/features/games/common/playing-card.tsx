import { useMessages } from "../../../i18n/messages.ts";
import { type GamesTranslate, gamesMessages } from "../messages.ts";

/** What a card face needs: rank and suit as the engine names them ("10", "A"; "♠"). */
export interface CardFace {
  rank: string;
  suit: string;
}

/** The suits as the card's name says them (the message's `suit`); an unknown one is said as it is. */
const SUITS: Readonly<Record<string, string>> = {
  "♦": "diamonds",
  "♥": "hearts",
  "♠": "spades",
  "♣": "clubs",
};

/** A card in words: "Ace of spades", "10 of hearts". */
export const cardName = (t: GamesTranslate, card: CardFace): string =>
  t("cardName", { rank: card.rank, suit: SUITS[card.suit] ?? card.suit });

const isRed = (suit: string) => suit === "♦" || suit === "♥";

/**
 * One playing card, face up (turning over as it appears, unless motion is reduced) or face down
 * (`card` null). An image to screen readers, named by its rank and suit.
 */
export function PlayingCard({
  card,
  size = "md",
  delayMs = 0,
}: {
  card: CardFace | null;
  size?: "sm" | "md";
  /** Waits this long before turning over (a dealer's cards one after another). */
  delayMs?: number;
}) {
  const t = useMessages(gamesMessages);
  const box =
    size === "sm" ? "h-16 w-11 text-sm sm:h-20 sm:w-14" : "h-20 w-14 text-base sm:h-28 sm:w-20 sm:text-lg";
  if (!card)
    return (
      <div
        role="img"
        aria-label={t("faceDownCard")}
        className={`${box} shrink-0 rounded-lg border border-gold/40 bg-[repeating-linear-gradient(45deg,var(--color-jade-deep)_0_6px,var(--color-surface)_6px_12px)] shadow-card`}
      />
    );
  return (
    <div
      role="img"
      aria-label={cardName(t, card)}
      style={delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      className={`${box} flex shrink-0 flex-col justify-between rounded-lg border border-line bg-[#f8f5ec] p-1.5 font-bold shadow-card motion-safe:transition-[opacity,transform] motion-safe:duration-300 motion-safe:starting:-translate-y-3 motion-safe:starting:rotate-y-90 motion-safe:starting:opacity-0 ${isRed(card.suit) ? "text-[#c0262d]" : "text-[#14201b]"}`}
    >
      <span aria-hidden="true" className="leading-none">
        {card.rank}
        <br />
        {card.suit}
      </span>
      <span aria-hidden="true" className="self-end text-xl leading-none sm:text-2xl">
        {card.suit}
      </span>
    </div>
  );
}
