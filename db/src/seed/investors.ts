import { hash32, prng } from "../art/svg-utils.ts";
import type { Tx } from "../client.ts";
import type { InvestorType } from "../schema/vesting.ts";
import { investors } from "../schema/vesting.ts";
import { excluded } from "./upsert.ts";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** `count` deterministic, well-mixed bytes derived from a label. */
function bytesFor(label: string, count: number): number[] {
  const next = prng(hash32(label));
  return Array.from({ length: count }, () => Math.floor(next() * 256));
}

/** A checksum-free lowercase EVM address: `0x` + 40 hex characters. */
export const evmAddress = (label: string) =>
  `0x${bytesFor(`evm:${label}`, 20)
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")}`;

/** A Solana public key: 32 bytes in base58. The top bit is set so the key is always 44 characters. */
export function solanaAddress(label: string): string {
  const bytes = bytesFor(`sol:${label}`, 32);
  bytes[0] = (bytes[0] as number) | 0x80;
  let value = bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
  let out = "";
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  return out;
}

export interface InvestorSeed {
  id: number;
  type: InvestorType;
  evmWalletAddress: string | null;
  solanaWalletAddress: string | null;
  tokenAmount: string;
  roundPriceUsd: number;
  totalInvested: number;
  cliffMonths: number;
  vestingMonths: number;
  unlockAtTge: string;
  createdAt: Date;
}

type Terms = Pick<InvestorSeed, "roundPriceUsd" | "cliffMonths" | "vestingMonths" | "unlockAtTge">;

/** Round terms: private and public presale, and the team allocation (no price, fully locked at TGE). */
const TERMS: Record<InvestorType, Terms> = {
  private: { roundPriceUsd: 0.008, cliffMonths: 6, vestingMonths: 18, unlockAtTge: "5.00" },
  public: { roundPriceUsd: 0.012, cliffMonths: 0, vestingMonths: 6, unlockAtTge: "20.00" },
  team: { roundPriceUsd: 0, cliffMonths: 12, vestingMonths: 24, unlockAtTge: "0.00" },
};

/** [id, type, tokens, has EVM wallet, has Solana wallet] */
const ROWS: readonly [number, InvestorType, number, boolean, boolean][] = [
  [1, "private", 2_500_000, true, true],
  [2, "private", 1_000_000, true, true],
  [3, "private", 750_000, true, false],
  [4, "public", 2_083_333, true, true],
  [5, "public", 416_667, true, false],
  [6, "public", 125_000, true, true],
  [7, "team", 15_000_000, true, true],
  [8, "team", 8_000_000, false, true],
];

const CREATED_FROM = Date.UTC(2025, 3, 1);

export const INVESTORS: readonly InvestorSeed[] = ROWS.map(([id, type, tokens, evm, solana]) => {
  const terms = TERMS[type];
  return {
    id,
    type,
    evmWalletAddress: evm ? evmAddress(`investor:${id}`) : null,
    solanaWalletAddress: solana ? solanaAddress(`investor:${id}`) : null,
    tokenAmount: String(tokens),
    ...terms,
    totalInvested: Math.round(tokens * terms.roundPriceUsd * 100) / 100,
    createdAt: new Date(CREATED_FROM + id * 86_400_000),
  };
});

export async function seedInvestors(tx: Tx): Promise<number> {
  await tx
    .insert(investors)
    .values(INVESTORS.map((i) => ({ ...i })))
    .onConflictDoUpdate({
      target: investors.id,
      // Wallet addresses are left alone: investors update them through the vesting calls.
      set: excluded(investors, [
        "type",
        "tokenAmount",
        "roundPriceUsd",
        "totalInvested",
        "cliffMonths",
        "vestingMonths",
        "unlockAtTge",
      ]),
    });
  return INVESTORS.length;
}
