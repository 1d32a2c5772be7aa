import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, isApiError } from "../../../lib/api-client.ts";
import { usePlatform } from "../../../lib/platform.ts";
import { userKeys } from "../../../lib/queries/users.ts";
import { fairnessKeys } from "../../fairness/fairness-queries.ts";
import { gamesKeys } from "./games-queries.ts";
import { sendWithRetry } from "./request-rules.ts";

type MeCache = { coinsAmount: number } | undefined;

/**
 * One write at a time for a game: `run` sends it with a fresh request key (repeated with the same key
 * on a network failure only), refuses a second while one is in flight, and keeps the refusal in
 * words (the API's typed codes through `errorMessage`: "Insufficient balance!" and the rest).
 * `settle(balance)` is called once the round is shown: it puts the new coin balance in the player's
 * cache and refreshes the player, the game's history and the fairness state (the nonce moved on).
 * `reveal(ms, balance, show)` does both after the round's animation; if the game is left before
 * then, the balance is still settled (only the showing is skipped).
 */
export function useRoundRequest() {
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Whether the last refusal was for coins the player does not have (the game offers ways to coins). */
  const [shortOfCoins, setShortOfCoins] = useState(false);
  const inFlight = useRef(false);

  const settle = useCallback(
    (balance?: number) => {
      if (balance !== undefined)
        queryClient.setQueryData(userKeys.me(), (me: MeCache) => (me ? { ...me, coinsAmount: balance } : me));
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.history() });
      void queryClient.invalidateQueries({ queryKey: fairnessKeys.state() });
    },
    [queryClient],
  );

  /**
   * `settle` for a balance known exactly from the server's own answers and pushes (the shared crash
   * round): the player's cache takes it and the player is not read again. A crowd playing one round
   * together would otherwise read every player after every bet, cash-out and crash.
   */
  const settleKnown = useCallback(
    (balance: number) => {
      queryClient.setQueryData(userKeys.me(), (me: MeCache) => (me ? { ...me, coinsAmount: balance } : me));
      void queryClient.invalidateQueries({ queryKey: gamesKeys.history() });
    },
    [queryClient],
  );

  const later = useRef<{ timer: ReturnType<typeof setTimeout>; balance: number } | null>(null);
  const reveal = useCallback(
    (ms: number, balance: number, show: () => void) => {
      if (later.current) clearTimeout(later.current.timer);
      const done = () => {
        later.current = null;
        show();
        settle(balance);
      };
      if (ms <= 0) done();
      else later.current = { timer: setTimeout(done, ms), balance };
    },
    [settle],
  );
  useEffect(
    () => () => {
      if (!later.current) return;
      clearTimeout(later.current.timer);
      settle(later.current.balance);
    },
    [settle],
  );

  const run = useCallback(
    async <T>(
      send: (requestKey: string) => Promise<T>,
      onFailure?: (failure: unknown) => void,
    ): Promise<T | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setPending(true);
      setError(null);
      setShortOfCoins(false);
      platform.haptic("tap");
      try {
        return await sendWithRetry(send);
      } catch (failure) {
        platform.haptic("error");
        setError(errorMessage(failure));
        setShortOfCoins(isApiError(failure, "INSUFFICIENT_BALANCE_ERROR"));
        onFailure?.(failure);
        // A refusal may follow a change elsewhere (a balance spent in another tab): show the truth.
        settle();
        return null;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [platform, settle],
  );

  const clearError = useCallback(() => {
    setError(null);
    setShortOfCoins(false);
  }, []);
  return { run, pending, error, shortOfCoins, clearError, settle, settleKnown, reveal };
}
