import { generateAirdropCodes } from "@jadeverse/db/airdrop/codes";
import { generateKeyPairSigner } from "@solana/kit";
import type { TestApi } from "./harness.ts";

// What the airdrop suites share: the code secret their servers run with, fresh Solana wallets and
// printed codes.
export const SECRET = "airdrop-test-secret-0123456789abcdef";

/** A fresh Solana wallet address (a key pair nobody else holds). */
export const wallet = async () => (await generateKeyPairSigner()).address as string;

/** `n` fresh codes, as the operator prints them, on that server's database. */
export const airdropCodesFor = (target: Pick<TestApi, "db">, n: number) =>
  generateAirdropCodes(target.db, SECRET, n, "test");
