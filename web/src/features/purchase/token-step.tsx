import { useMessages } from "../../i18n/messages.ts";
import { SOLANA_CLUSTER_LABELS, SOLANA_TOKENS, type SolanaCluster } from "../wallet/chains.ts";
import { ChoiceOption } from "./choice-option.tsx";
import type { EvmNetwork } from "./evm-networks.ts";
import { purchaseMessages } from "./messages.ts";
import type { Blockchain, PickerAction, PickerState, TokenChoice } from "./picker-rules.ts";

interface Network {
  id: string;
  name: string;
  tokens: { choice: TokenChoice; label: string; disabled: boolean }[];
}

/** The networks of a blockchain with the tokens the platform takes on each (docs/product/platform.md §9, docs/product/economy.md §9). */
function networksOf(chain: Blockchain, cluster: SolanaCluster, evm: readonly EvmNetwork[]): Network[] {
  if (chain === "solana")
    return [
      {
        id: cluster,
        name: SOLANA_CLUSTER_LABELS[cluster],
        tokens: SOLANA_TOKENS.filter(
          (token) => token.symbol === "SOL" || !token.enabled || token.mints[cluster],
        ).map((token) => ({
          choice: { network: cluster, symbol: token.symbol, native: token.symbol === "SOL" },
          label: `${token.symbol} · ${token.name}`,
          disabled: !token.enabled,
        })),
      },
    ];
  return evm.map((network) => ({
    id: String(network.id),
    name: network.name,
    tokens: [
      {
        choice: { network: String(network.id), symbol: network.nativeSymbol, native: true },
        label: network.nativeSymbol,
        disabled: false,
      },
      ...network.tokens.map(({ symbol }) => ({
        choice: { network: String(network.id), symbol, native: false },
        label: symbol,
        disabled: false,
      })),
    ],
  }));
}

/** Step 4: networks expand one at a time; choosing a token sets token and network. */
export function TokenStep({
  state,
  cluster,
  evm,
  dispatch,
}: {
  state: PickerState;
  cluster: SolanaCluster;
  /** The EVM networks offered (evm-networks.ts: the server's, or the spec's when the rail is off). */
  evm: readonly EvmNetwork[];
  dispatch(action: PickerAction): void;
}) {
  const t = useMessages(purchaseMessages);
  if (!state.chain) return null;
  return (
    <ul className="flex flex-col gap-2">
      {networksOf(state.chain, cluster, evm).map((network) => {
        const open = state.expanded === network.id;
        const panel = `network-${network.id}`;
        return (
          <li key={network.id} className="rounded-xl border border-line">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panel}
              onClick={() => dispatch({ type: "expand", network: network.id })}
              className="flex min-h-11 w-full items-center justify-between px-4 font-semibold"
            >
              {network.name}
              <span aria-hidden="true">{open ? "−" : "+"}</span>
            </button>
            {open ? (
              <fieldset id={panel} className="flex flex-col gap-2 p-3 pt-0">
                <legend className="sr-only">{t("networkTokens", { network: network.name })}</legend>
                {network.tokens.map((token) => (
                  <ChoiceOption
                    key={token.choice.symbol}
                    label={token.label}
                    chosen={
                      state.token?.network === token.choice.network &&
                      state.token.symbol === token.choice.symbol
                    }
                    disabled={token.disabled}
                    {...(token.disabled ? { badge: t("comingSoon") } : {})}
                    onChoose={() => dispatch({ type: "token", token: token.choice })}
                  />
                ))}
              </fieldset>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
