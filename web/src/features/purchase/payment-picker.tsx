import type { GemPackView, PaymentRail } from "@jadeverse/api/client/payments";
import { useReducer } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import type { SolanaCluster } from "../wallet/chains.ts";
import { formatCents } from "./card-queries.ts";
import { ChoiceOption } from "./choice-option.tsx";
import type { EvmNetwork } from "./evm-networks.ts";
import { type PurchaseMessage, purchaseMessages } from "./messages.ts";
import {
  canConfirm,
  finalChoice,
  INITIAL_PICKER,
  type PaymentChoice,
  type PickerState,
  pickerReducer,
} from "./picker-rules.ts";
import { TokenStep } from "./token-step.tsx";

const STEP_TITLES = {
  method: "pickerTitle",
  card: "providerStep",
  chain: "chainStep",
  token: "tokenStep",
} as const satisfies Record<PickerState["step"], PurchaseMessage>;

const PROVIDER_NAMES = { stripe: "Stripe", wert: "Wert" } as const;
const CHAIN_NAMES = { evm: "EVM", solana: "Solana" } as const;

/** The rail a final choice pays on, and its name in "… payments are not available". */
function railOf(choice: PaymentChoice): { rail: PaymentRail; name: string } {
  return choice.kind === "classic"
    ? { rail: choice.provider, name: PROVIDER_NAMES[choice.provider] }
    : { rail: choice.chain, name: CHAIN_NAMES[choice.chain] };
}

/**
 * The four-step payment-method picker for one pack (docs/product/economy.md §2). Every choice can be made; a final
 * choice whose rail this server is not configured for keeps its Confirm inactive and says why.
 */
export function PaymentPicker({
  pack,
  rails,
  cluster,
  evm,
  onClose,
  onStart,
}: {
  pack: GemPackView;
  rails: readonly PaymentRail[];
  cluster: SolanaCluster;
  /** The EVM networks and tokens offered (evm-networks.ts). */
  evm: readonly EvmNetwork[];
  onClose(): void;
  onStart(choice: PaymentChoice): void;
}) {
  const t = useMessages(purchaseMessages);
  const [state, dispatch] = useReducer(pickerReducer, INITIAL_PICKER);
  const choice = finalChoice(state);
  const unavailable = choice && !rails.includes(railOf(choice).rail) ? railOf(choice).name : null;
  const confirmable = canConfirm(state) && unavailable === null;
  const confirm = () => {
    if (choice) onStart(choice);
    else dispatch({ type: "confirm" });
  };
  return (
    <Dialog
      title={t(STEP_TITLES[state.step])}
      description={t("packSummary", {
        name: pack.name,
        gems: formatLargeNumber(pack.gems),
        count: pack.gems,
        price: formatCents(pack.priceCents),
      })}
      onClose={onClose}
    >
      <div className="flex flex-col gap-4">
        <StepChoices state={state} cluster={cluster} evm={evm} dispatch={dispatch} />
        {unavailable ? (
          <p role="note" className="text-sm text-muted">
            {t("notAvailable", { method: unavailable })}
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          <Button onClick={confirm} disabled={!confirmable}>
            {t("confirm")}
          </Button>
          {state.step === "card" || state.step === "chain" ? (
            <Button variant="secondary" onClick={() => dispatch({ type: "backToMethods" })}>
              {t("backToMethods")}
            </Button>
          ) : null}
          {state.step === "token" ? (
            <Button variant="secondary" onClick={() => dispatch({ type: "backToBlockchain" })}>
              {t("backToBlockchain")}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onClose}>
            {t("changedMyMind")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function StepChoices({
  state,
  cluster,
  evm,
  dispatch,
}: {
  state: PickerState;
  cluster: SolanaCluster;
  evm: readonly EvmNetwork[];
  dispatch: Parameters<typeof TokenStep>[0]["dispatch"];
}) {
  const t = useMessages(purchaseMessages);
  switch (state.step) {
    case "method":
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("methodLegend")}</legend>
          <ChoiceOption
            label={t("classic")}
            note={t("classicNote")}
            chosen={state.kind === "classic"}
            onChoose={() => dispatch({ type: "kind", kind: "classic" })}
          />
          <ChoiceOption
            label={t("crypto")}
            note={t("cryptoNote")}
            chosen={state.kind === "crypto"}
            onChoose={() => dispatch({ type: "kind", kind: "crypto" })}
          />
        </fieldset>
      );
    case "card":
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("providerLegend")}</legend>
          {(["stripe", "wert"] as const).map((provider) => (
            <ChoiceOption
              key={provider}
              label={PROVIDER_NAMES[provider]}
              chosen={state.provider === provider}
              onChoose={() => dispatch({ type: "provider", provider })}
            />
          ))}
        </fieldset>
      );
    case "chain":
      return (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t("chainLegend")}</legend>
          {/* The networks step 4 offers (the server's configured ones), never a list of its own. */}
          <ChoiceOption
            label={CHAIN_NAMES.evm}
            note={evm.map((network) => network.name).join(", ")}
            chosen={state.chain === "evm"}
            onChoose={() => dispatch({ type: "chain", chain: "evm" })}
          />
          <ChoiceOption
            label={CHAIN_NAMES.solana}
            note={t("solanaNote")}
            chosen={state.chain === "solana"}
            onChoose={() => dispatch({ type: "chain", chain: "solana" })}
          />
        </fieldset>
      );
    case "token":
      return <TokenStep state={state} cluster={cluster} evm={evm} dispatch={dispatch} />;
  }
}
