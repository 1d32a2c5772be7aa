import { TOKEN_DECIMALS } from "../../lib/format.ts";

/** Whole tokens from on-chain base units (10^6 units per token, spec 000 §9), exact to the unit. */
export function tokensFromUnits(units: bigint): number {
  const scale = 10n ** BigInt(TOKEN_DECIMALS);
  const sign = units < 0n ? -1 : 1;
  const abs = units < 0n ? -units : units;
  return sign * (Number(abs / scale) + Number(abs % scale) / Number(scale));
}
