import { observeBroadcasts, observePayments, observePlay, observeStatements } from "@jadeverse/db/observe";
import {
  broadcastMessages,
  dbStatementDuration,
  gamePaid,
  gameRounds,
  gameWagered,
  gemsCredited,
  gemsReversed,
  paymentOrders,
  queueWait,
  wheelSpins,
} from "./metrics.ts";

let watching = false;

/**
 * Connects what the database layer and the bot report (committed payments, rounds, spins, each
 * broadcast answer, every statement's time: @jadeverse/db/observe) to this process's series. Once
 * per process, by the platform when metrics are on.
 */
export function watchForMetrics(): void {
  if (watching) return;
  watching = true;
  observeStatements((kind, seconds) => dbStatementDuration.observe({ kind }, seconds));
  observePayments(({ rail, outcome, gems }) => {
    paymentOrders.inc({ rail, outcome });
    if (outcome === "credited") gemsCredited.inc({ rail }, gems);
    if (outcome === "refunded") gemsReversed.inc({ rail }, gems);
  });
  observePlay({
    rounds: ({ game, rounds, coinsWagered, coinsPaid }) => {
      gameRounds.inc({ game }, rounds);
      gameWagered.inc({ game }, coinsWagered);
      gamePaid.inc({ game }, coinsPaid);
    },
    wheelSpin: () => wheelSpins.inc(),
    queueWait: (seconds) => queueWait.observe(seconds),
  });
  observeBroadcasts((outcome) => broadcastMessages.inc({ outcome }));
}
