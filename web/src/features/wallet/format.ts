/** "0x1234…abcd" / "7xKX…9fQz": the first and last characters of an address, for tight spaces. */
export function shortenAddress(address: string, keep = 4): string {
  const head = address.startsWith("0x") ? keep + 2 : keep;
  if (address.length <= head + keep + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-keep)}`;
}

const REJECTION_CODES = new Set([4001, "ACTION_REJECTED"]);

/**
 * A wallet error in the player's words: a declined request (EIP-1193 code 4001, or a Solana wallet's
 * "rejected") says so; anything else gets the generic retry message (each the caller's: a text, or a
 * message id the component renders).
 */
export function describeWalletError<T>(error: unknown, messages: { rejected: T; generic: T }): T {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, name, message } = current as { code?: unknown; name?: unknown; message?: unknown };
    if (REJECTION_CODES.has(code as number | string)) return messages.rejected;
    if (name === "UserRejectedRequestError") return messages.rejected;
    if (typeof message === "string" && /user rejected|rejected the request|denied/i.test(message))
      return messages.rejected;
    current = (current as { cause?: unknown }).cause ?? (current as { error?: unknown }).error;
  }
  return messages.generic;
}
