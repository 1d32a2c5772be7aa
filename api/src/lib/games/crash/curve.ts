/**
 * The published curve of a running crash round: `multiplier(t) = floor(100 × e^(rate × t)) / 100`,
 * t in milliseconds since the round started by server time (rate 0.00006: 2.00× after 11.55 s,
 * 10.00× after 38.4 s). Everything is in hundredths (100 = 1.00×).
 */
export const multiplierAt = (elapsedMs: number, rate: number): number =>
  Math.floor(100 * Math.exp(rate * Math.max(0, elapsedMs)));

/**
 * The first whole millisecond at which the multiplier reaches `hundredths`: the crash instant of a
 * round whose point it is (0 for 1.00×: such a round crashes the moment it starts), and the instant
 * an automatic cash-out at that target fires.
 */
export function msToReach(hundredths: number, rate: number): number {
  // Stryker disable next-line EqualityOperator: at exactly 100 the search below answers 0 too (log(1) = 0, and 1.00× is reached at 0 ms)
  if (hundredths <= 100) return 0;
  // Stryker disable next-line ArithmeticOperator,MethodExpression: the logarithm only picks where to start; the two loops below reach the same first millisecond from any start
  let t = Math.max(0, Math.ceil(Math.log(hundredths / 100) / rate));
  // Stryker disable next-line ArithmeticOperator,ConditionalExpression,EqualityOperator: stepping back while t + 1 still reaches the point stops below the answer, and the next loop climbs back to it; at t = 0 the curve before the start is 1.00×, below every point that gets here, so the loop stops there without the t > 0 guard
  while (t > 0 && multiplierAt(t - 1, rate) >= hundredths) t--;
  while (multiplierAt(t, rate) < hundredths) t++;
  return t;
}
