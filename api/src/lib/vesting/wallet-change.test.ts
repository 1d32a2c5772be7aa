import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { WALLET_CHANGE_MAX_AGE_SECONDS, walletChangeMessage } from "@jadeverse/db/enums/vesting";
import { migrateDb } from "@jadeverse/db/migrate";
import { investors } from "@jadeverse/db/schema";
import { generateKeyPairSigner } from "@solana/kit";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { applyWalletChange } from "./wallet-change.ts";

// applyWalletChange called directly on a real migrated database, with the clock in the test's hands:
// the 5-minute window's edges to the second, and a signature viem cannot read.
const dir = mkdtempSync(join(tmpdir(), "jv-wallet-change-"));
let database: Db | undefined;
beforeAll(async () => {
  database = await createDb({ url: `file:${join(dir, "changes.db")}` });
  await migrateDb(database);
});
afterAll(() => {
  database?.close();
  rmSync(dir, { recursive: true, force: true });
});
const db = () => database as Db;
const NOW = 1_800_000_000;

async function privateInvestor() {
  const account = privateKeyToAccount(generatePrivateKey());
  await db().write((tx) =>
    tx.insert(investors).values({
      type: "private",
      evmWalletAddress: account.address.toLowerCase(),
      tokenAmount: "1000",
      roundPriceUsd: 0.01,
      totalInvested: 10,
      cliffMonths: 3,
      vestingMonths: 12,
      unlockAtTge: "10",
    }),
  );
  return account;
}

async function change(account: Awaited<ReturnType<typeof privateInvestor>>, timestamp: number) {
  const newSolanaWallet = (await generateKeyPairSigner()).address as string;
  const message = walletChangeMessage(account.address, newSolanaWallet, timestamp);
  return {
    investorWallet: account.address,
    newSolanaWallet,
    timestamp,
    message,
    signature: await account.signMessage({ message }),
  };
}

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "accepted",
    (e: unknown) => (e instanceof ApiError ? `${e.status} ${e.code}` : String(e)),
  );

describe("a signed wallet change's window", () => {
  it("takes a message signed exactly 5 minutes ago or ahead, and refuses one a second beyond either", async () => {
    const account = await privateInvestor();
    const edge = WALLET_CHANGE_MAX_AGE_SECONDS;
    expect(edge).toBe(300);
    const at = async (offset: number) =>
      codeOf(applyWalletChange(db(), "private-investor", await change(account, NOW + offset), NOW));
    expect(await at(-edge)).toBe("accepted");
    expect(await at(edge)).toBe("accepted");
    expect(await at(-edge - 1)).toBe("400 SIGNATURE_EXPIRED");
    expect(await at(edge + 1)).toBe("400 SIGNATURE_EXPIRED");
  });

  it("refuses a well-formed signature viem cannot recover as the investor's", async () => {
    const account = await privateInvestor();
    const signed = await change(account, NOW);
    // 65 bytes of hex with an impossible recovery byte: it passes the format check, not recovery.
    const unreadable = `0x${"11".repeat(64)}ff`;
    expect(
      await codeOf(applyWalletChange(db(), "private-investor", { ...signed, signature: unreadable }, NOW)),
    ).toBe("401 INVALID_SIGNATURE");
    expect(await codeOf(applyWalletChange(db(), "private-investor", signed, NOW))).toBe("accepted");
  });
});
