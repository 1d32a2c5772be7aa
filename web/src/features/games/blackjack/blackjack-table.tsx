import type { BlackjackHandAnswer } from "@jadeverse/api/client/games";
import { useMessages } from "../../../i18n/messages.ts";
import { Badge } from "../../../ui/badge.tsx";
import { MOTION_MS } from "../common/constants.ts";
import { PlayingCard } from "../common/playing-card.tsx";
import { coinsText, payoutText } from "../common/stake-rules.ts";
import { gamesMessages } from "../messages.ts";
import { handLabel, OUTCOME_LABELS, totalText } from "./blackjack-rules.ts";

type Hand = BlackjackHandAnswer["hand"];

/** The dealer's row: the up card and the hole card face down until the hand settles. */
function Dealer({ hand, reduced }: { hand: Hand; reduced: boolean }) {
  const { dealer } = hand;
  const t = useMessages(gamesMessages);
  return (
    <section aria-label={t("dealer")} className="flex flex-col items-center gap-2">
      <h3 className="text-xs font-bold tracking-wide text-muted uppercase">
        {t("dealer")}{" "}
        <span className="ml-1 text-base text-ink">
          {dealer.holeHidden ? t("shows", { total: dealer.total }) : totalText(t, dealer.total)}
        </span>
      </h3>
      <div className="flex flex-wrap justify-center gap-1.5">
        {dealer.cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dealt cards keep their places.
          <PlayingCard key={i} card={card} delayMs={reduced || i < 1 ? 0 : (i - 1) * MOTION_MS.cardReveal} />
        ))}
        {dealer.holeHidden ? <PlayingCard card={null} /> : null}
      </div>
    </section>
  );
}

/** One player hand: its cards, total, stake and, once settled, how it ended. */
function PlayerHand({ hand, index }: { hand: Hand; index: number }) {
  const h = hand.hands[index]!;
  const result = hand.settlement?.hands[index];
  const active = hand.phase === "player" && hand.active === index && hand.hands.length > 1;
  const t = useMessages(gamesMessages);
  return (
    <section
      aria-label={handLabel(t, index, hand.hands.length)}
      aria-current={active ? "true" : undefined}
      className={`flex min-w-0 flex-col items-center gap-2 rounded-card border p-2 ${active ? "border-jade bg-jade/10" : "border-transparent"}`}
    >
      <h3 className="flex flex-wrap items-center justify-center gap-2 text-xs font-bold tracking-wide text-muted uppercase">
        {handLabel(t, index, hand.hands.length)}
        <span className="text-base text-ink">{totalText(t, h.total, h.soft)}</span>
        {h.doubled ? <Badge tone="gold">{t("doubled")}</Badge> : null}
        {result ? (
          <Badge tone={result.payout > result.stake ? "gold" : "neutral"}>
            {t(OUTCOME_LABELS[result.outcome])}
          </Badge>
        ) : null}
      </h3>
      <div className="flex flex-wrap justify-center gap-1.5">
        {h.cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dealt cards keep their places.
          <PlayingCard key={i} card={card} size={hand.hands.length > 2 ? "sm" : "md"} />
        ))}
      </div>
      <p className="text-xs text-muted">
        {result && result.payout > 0
          ? t("handStakePaid", { stake: coinsText(t, h.stake), paid: coinsText(t, result.payout) })
          : t("handStake", { stake: coinsText(t, h.stake) })}
      </p>
    </section>
  );
}

/** The felt: the dealer above, the player's hands below (side by side after a split). */
export function BlackjackTable({ round, reduced }: { round: BlackjackHandAnswer | null; reduced: boolean }) {
  const t = useMessages(gamesMessages);
  if (!round)
    return (
      <div className="grid min-h-56 place-items-center rounded-card border border-gold/30 felt p-4 text-center text-sm text-muted">
        {t("blackjackIntro")}
      </div>
    );
  const { hand } = round;
  const s = hand.settlement;
  return (
    <div dir="ltr" className="flex flex-col gap-4 rounded-card border border-gold/30 felt p-3 sm:p-5">
      <Dealer hand={hand} reduced={reduced} />
      <div className={`grid gap-2 ${hand.hands.length > 1 ? "grid-cols-2" : "grid-cols-1"}`}>
        {hand.hands.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: split hands keep their places.
          <PlayerHand key={i} hand={hand} index={i} />
        ))}
      </div>
      {s ? (
        <p className="text-center text-sm" data-testid="blackjack-result">
          {s.insurance ? (
            <span className="text-muted">
              {s.insurance.payout > 0 ? t("insurancePaid") : t("insuranceLost")}{" "}
            </span>
          ) : null}
          <span className={s.totalPayout > 0 ? "font-semibold text-gold" : "text-muted"}>
            {payoutText(t, s.totalStake, s.totalPayout)}
          </span>
        </p>
      ) : hand.phase === "insurance" ? (
        <p className="text-center text-sm text-ink">{t("takeInsurance")}</p>
      ) : null}
    </div>
  );
}
