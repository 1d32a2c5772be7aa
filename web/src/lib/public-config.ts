import { useQuery } from "@tanstack/react-query";
import { unwrap } from "./api-client.ts";
import { usePlatform } from "./platform.ts";

/** `GET /api/public-config`: the Login Widget's bot, the WalletConnect project and the Solana network. */
export function usePublicConfig() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => unwrap(api.api["public-config"].$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
