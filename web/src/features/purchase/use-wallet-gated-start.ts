import type { GemPackView } from "@jadeverse/api/client/payments";
import { useEffect, useState } from "react";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import type { TokenChoice } from "./picker-rules.ts";

/**
 * A crypto purchase's start (docs/product/economy.md §4): with a wallet of the rail's kind connected it runs at once;
 * without one it opens the wallet modal (Solana's tab only for Solana) and remembers the purchase,
 * which goes on once a wallet connects.
 */
export function useWalletGatedStart(
  connected: boolean,
  solanaOnly: boolean,
  run: (pack: GemPackView, coin: TokenChoice) => Promise<unknown>,
) {
  const setDialog = useSetDialog();
  const [waiting, setWaiting] = useState<{ pack: GemPackView; coin: TokenChoice } | null>(null);
  useEffect(() => {
    if (!connected || !waiting) return;
    setWaiting(null);
    void run(waiting.pack, waiting.coin);
  }, [connected, waiting, run]);
  return (pack: GemPackView, coin: TokenChoice) => {
    if (connected) void run(pack, coin);
    else {
      setWaiting({ pack, coin });
      setDialog({ kind: "wallet", solanaOnly });
    }
  };
}
