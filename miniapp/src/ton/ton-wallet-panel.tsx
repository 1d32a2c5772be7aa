import { useMessages, usePlayer } from "@jadeverse/web/shell";
import { Button, Notice, Spinner } from "@jadeverse/web/ui";
import { type ComponentType, useEffect, useId, useRef, useState } from "react";
import { tonMessages } from "./messages.ts";
import type { TonConnectControlProps } from "./ton-connect-ui.tsx";
import { loadWalletsList, type WalletEntry } from "./wallets-list.ts";

/**
 * TON Connect's blue (#0098ea) under its white "Connect Wallet" is 3.1:1; a deeper blue of the same hue
 * is 5.1:1 (WCAG AA for its 15 px text): on our button before TON Connect loads, and on TON Connect's
 * button and the accent buttons of its modal after.
 */
const READABLE_TON_BLUE = "#0074b3";

/** "UQAb12…9xYz": a TON address shortened for the panel's line. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

interface Opened {
  Control: ComponentType<TonConnectControlProps>;
  wallets: readonly WalletEntry[];
}

type Panel =
  | { state: "closed" | "loading" | "unavailable" }
  | ({ state: "open"; openModal: boolean } & Opened);

/** What the first opening loaded, for the app's life: TON Connect UI is made once, from that list. */
let opened: Opened | null = null;

/** TON Connect's UI and the wallet list, together; `null` when either cannot be had. */
async function openTonConnect(signal: AbortSignal): Promise<Opened | null> {
  const [module, wallets] = await Promise.all([
    import("./ton-connect-ui.tsx").catch(() => null),
    loadWalletsList(signal),
  ]);
  return module && wallets ? { Control: module.default, wallets } : null;
}

/**
 * The Purchase page's TON panel (Platform.TonWallet). Nothing of TON Connect runs until the player
 * opens it: then the wallet list is fetched and TON Connect's UI loaded, and its wallets modal opens.
 * A list that cannot be fetched (offline) leaves the console alone: the panel says so, with a retry.
 */
export default function TonWalletPanel() {
  const t = useMessages(tonMessages);
  const player = usePlayer();
  const titleId = useId();
  const [panel, setPanel] = useState<Panel>(() =>
    opened ? { state: "open", openModal: false, ...opened } : { state: "closed" },
  );
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const open = async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setPanel({ state: "loading" });
    const loaded = await openTonConnect(controller.signal);
    if (controller.signal.aborted) return;
    if (loaded) opened = loaded;
    setPanel(loaded ? { state: "open", openModal: true, ...loaded } : { state: "unavailable" });
  };

  const tonAddress = player.data?.tonAddress ?? null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="ton-wallet"
      className="flex w-full max-w-md flex-col gap-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted">
        {tonAddress ? t("connected", { address: shortAddress(tonAddress) }) : t("none")}
      </p>
      {panel.state === "open" ? (
        <panel.Control wallets={panel.wallets} openModal={panel.openModal} accent={READABLE_TON_BLUE} />
      ) : panel.state === "unavailable" ? (
        <>
          <Notice>{t("unavailable")}</Notice>
          <Button variant="secondary" className="self-start" onClick={() => void open()}>
            {t("retry")}
          </Button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void open()}
          disabled={panel.state === "loading"}
          aria-busy={panel.state === "loading" || undefined}
          style={{ background: READABLE_TON_BLUE }}
          className="inline-flex h-10 items-center gap-2 self-start rounded-full px-5 text-sm font-semibold text-white transition active:scale-[0.98] disabled:opacity-60"
        >
          {panel.state === "loading" ? <Spinner /> : null}
          {t(panel.state === "loading" ? "loadingWallets" : "connect")}
        </button>
      )}
    </section>
  );
}
