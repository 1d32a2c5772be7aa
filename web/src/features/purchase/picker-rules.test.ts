import { describe, expect, it } from "vitest";
import { canConfirm, finalChoice, INITIAL_PICKER, type PickerAction, pickerReducer } from "./picker-rules.ts";

const run = (...actions: PickerAction[]) => actions.reduce(pickerReducer, INITIAL_PICKER);
const ETH = { network: "1", symbol: "ETH", native: true };
const USDC = { network: "1", symbol: "USDC", native: false };

describe("the payment-method picker (docs/product/economy.md §2)", () => {
  it("keeps each confirm inactive until its step has a choice", () => {
    expect(canConfirm(INITIAL_PICKER)).toBe(false);
    expect(run({ type: "confirm" })).toEqual(INITIAL_PICKER);
    const card = run({ type: "kind", kind: "classic" }, { type: "confirm" });
    expect(card.step).toBe("card");
    expect(canConfirm(card)).toBe(false);
    expect(finalChoice(card)).toBeNull();
  });

  it("classic: method → card provider, whose confirm is the final choice", () => {
    const state = run(
      { type: "kind", kind: "classic" },
      { type: "confirm" },
      { type: "provider", provider: "stripe" },
    );
    expect(canConfirm(state)).toBe(true);
    expect(finalChoice(state)).toEqual({ kind: "classic", provider: "stripe" });
  });

  it("crypto: method → blockchain → token; networks expand one at a time", () => {
    let state = run({ type: "kind", kind: "crypto" }, { type: "confirm" });
    expect(state.step).toBe("chain");
    state = run(
      { type: "kind", kind: "crypto" },
      { type: "confirm" },
      { type: "chain", chain: "evm" },
      { type: "confirm" },
    );
    expect(state.step).toBe("token");
    expect(canConfirm(state)).toBe(false);
    state = pickerReducer(state, { type: "expand", network: "1" });
    expect(state.expanded).toBe("1");
    state = pickerReducer(state, { type: "expand", network: "137" });
    expect(state.expanded).toBe("137");
    state = pickerReducer(state, { type: "expand", network: "137" });
    expect(state.expanded).toBeNull();
    state = pickerReducer(state, { type: "token", token: USDC });
    expect(finalChoice(state)).toEqual({ kind: "crypto", chain: "evm", token: USDC });
    state = pickerReducer(state, { type: "token", token: ETH });
    expect(finalChoice(state)).toMatchObject({ token: { symbol: "ETH", native: true } });
  });

  it("Back to blockchain returns to step 3 without the token; Back to methods to step 1", () => {
    const atToken = run(
      { type: "kind", kind: "crypto" },
      { type: "confirm" },
      { type: "chain", chain: "solana" },
      { type: "confirm" },
      { type: "token", token: { network: "mainnet-beta", symbol: "SOL", native: true } },
    );
    const back = pickerReducer(atToken, { type: "backToBlockchain" });
    expect(back).toMatchObject({ step: "chain", chain: "solana", token: null });
    const methods = pickerReducer(back, { type: "backToMethods" });
    expect(methods).toEqual({ ...INITIAL_PICKER, kind: "crypto" });
  });

  it("ignores choices that do not belong to the current step", () => {
    expect(run({ type: "provider", provider: "wert" })).toEqual(INITIAL_PICKER);
    expect(run({ type: "token", token: ETH })).toEqual(INITIAL_PICKER);
  });
});
