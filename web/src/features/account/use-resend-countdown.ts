import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";

/**
 * Seconds until another verification mail may be sent (docs/product/platform.md §4 "E-mail verification"), from
 * `GET /api/auth/next-token`, ticking every second. The server's date is taken as its offset from
 * now (`waitSeconds`), so a wrong clock on the player's device cannot shorten or stretch the wait.
 */
export function useResendCountdown(email: string) {
  const { api } = usePlatform();
  const next = useQuery({
    queryKey: ["auth", "next-token", email],
    queryFn: async () => {
      const answer = await unwrap(api.api.auth["next-token"].$get({ query: { email } }));
      return { ...answer, allowedAt: Date.now() + answer.waitSeconds * 1000 };
    },
    enabled: email.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const allowedAt = next.data?.allowedAt ?? 0;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    if (allowedAt <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= allowedAt) window.clearInterval(timer);
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [allowedAt]);

  return {
    secondsLeft: Math.max(0, Math.ceil((allowedAt - now) / 1000)),
    loading: next.isPending && next.fetchStatus !== "idle",
    refetch: next.refetch,
  };
}
