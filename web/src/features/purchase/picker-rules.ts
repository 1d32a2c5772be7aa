/**
 * The payment-method picker's steps (docs/product/economy.md §2 Purchase screen): 1 method (Classic Payment or
 * Crypto Payment); 2 card provider (stripe or wert), whose confirm closes the picker and starts the
 * payment; 3 blockchain (evm or solana); 4 token. "Back to methods" returns to step 1, "Back to
 * blockchain" to step 3, "Changed my mind" closes the picker and clears every choice. A confirm is
 * inactive until its step has a choice. Pure: the modal renders this state.
 */

export type PickerStep = "method" | "card" | "chain" | "token";
export type PaymentKind = "classic" | "crypto";
export type CardProvider = "stripe" | "wert";
export type Blockchain = "evm" | "solana";

/** A token choice: the network (an EVM chain id or a Solana cluster) and the token's symbol. */
export interface TokenChoice {
  network: string;
  symbol: string;
  /** The network's own coin (ETH, POL, BNB, SOL): paid natively, no contract. */
  native: boolean;
}

export interface PickerState {
  step: PickerStep;
  kind: PaymentKind | null;
  provider: CardProvider | null;
  chain: Blockchain | null;
  token: TokenChoice | null;
  /** The one network whose tokens are shown (networks expand one at a time). */
  expanded: string | null;
}

export const INITIAL_PICKER: PickerState = {
  step: "method",
  kind: null,
  provider: null,
  chain: null,
  token: null,
  expanded: null,
};

/** What the player finally chose: a card provider, or a token on a blockchain. */
export type PaymentChoice =
  | { kind: "classic"; provider: CardProvider }
  | { kind: "crypto"; chain: Blockchain; token: TokenChoice };

export type PickerAction =
  | { type: "kind"; kind: PaymentKind }
  | { type: "provider"; provider: CardProvider }
  | { type: "chain"; chain: Blockchain }
  | { type: "expand"; network: string }
  | { type: "token"; token: TokenChoice }
  | { type: "confirm" }
  | { type: "backToMethods" }
  | { type: "backToBlockchain" };

/** Whether the step's confirm may be pressed: only once the step has its choice. */
export function canConfirm(state: PickerState): boolean {
  switch (state.step) {
    case "method":
      return state.kind !== null;
    case "card":
      return state.provider !== null;
    case "chain":
      return state.chain !== null;
    case "token":
      return state.token !== null;
  }
}

/** The choice a final confirm (step 2 or step 4) starts; null before that. */
export function finalChoice(state: PickerState): PaymentChoice | null {
  if (state.step === "card" && state.provider) return { kind: "classic", provider: state.provider };
  if (state.step === "token" && state.chain && state.token)
    return { kind: "crypto", chain: state.chain, token: state.token };
  return null;
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case "kind":
      return state.step === "method" ? { ...state, kind: action.kind } : state;
    case "provider":
      return state.step === "card" ? { ...state, provider: action.provider } : state;
    case "chain":
      return state.step === "chain" ? { ...state, chain: action.chain } : state;
    case "expand":
      // One network open at a time; pressing the open one folds it.
      return { ...state, expanded: state.expanded === action.network ? null : action.network };
    case "token":
      return state.step === "token" ? { ...state, token: action.token } : state;
    case "confirm":
      if (!canConfirm(state)) return state;
      if (state.step === "method") return { ...state, step: state.kind === "classic" ? "card" : "chain" };
      if (state.step === "chain") return { ...state, step: "token", token: null, expanded: null };
      return state; // steps 2 and 4: the modal starts finalChoice() and closes
    case "backToMethods":
      return { ...INITIAL_PICKER, kind: state.kind };
    case "backToBlockchain":
      return { ...state, step: "chain", token: null, expanded: null };
  }
}
