import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
import { sessions, users } from "@jadeverse/db/schema";
import { sessionHoldsWallet } from "@jadeverse/db/wallet-proofs/session-wallets";
import { generateKeyPair, getAddressFromPublicKey, signBytes } from "@solana/kit";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../errors.ts";
import { proofSite, WALLET_PROOF_STATEMENT, walletProofMessage } from "./messages.ts";
import { issueWalletChallenge, type ProofContext, proveWallet } from "./proofs.ts";

// proveWallet on a real migrated database, called directly: what binds a wallet to a session and
// what refuses, with the exact code, including two sessions of one player racing with one signature.
const dir = mkdtempSync(join(tmpdir(), "jv-wallet-proof-checks-"));
let database: Db | undefined;
beforeAll(async () => {
  database = await createDb({ url: `file:${join(dir, "proofs.db")}` });
  await migrateDb(database);
});
afterAll(() => {
  database?.close();
  rmSync(dir, { recursive: true, force: true });
});
const db = () => database as Db;
const site = proofSite("https://jadeverse.example");
const now = new Date("2026-11-28T12:00:00.000Z");

let next = 0;
async function playerWithSessions(count: number) {
  const [user] = await db().write((tx) =>
    tx
      .insert(users)
      .values({ referralCode: `CHECK${++next}`, nickname: `check-${next}` })
      .returning({ id: users.id }),
  );
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await db().write((tx) =>
      tx
        .insert(sessions)
        .values({
          userId: user!.id,
          tokenHash: `check-${++next}`,
          kind: "password",
          expiresAt: new Date(now.getTime() + 86_400_000),
        })
        .returning({ id: sessions.id }),
    );
    ids.push(row!.id);
  }
  return { userId: user!.id, sessionIds: ids };
}

const ctxOf = (userId: number, sessionId: number): ProofContext => ({
  db: db(),
  site,
  userId,
  sessionId,
  now,
});

async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return `${(error as ApiError).status} ${(error as ApiError).code}`;
}

describe("an EVM wallet's proof", () => {
  it("two sessions of one player racing with one signed message: exactly one session holds the wallet", async () => {
    const { userId, sessionIds } = await playerWithSessions(2);
    const account = privateKeyToAccount(generatePrivateKey());
    const { message } = await issueWalletChallenge(
      { db: db(), site, userId, now },
      { kind: "evm", address: account.address },
    );
    const proof = {
      kind: "evm" as const,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    };
    const outcomes = await Promise.allSettled(sessionIds.map((id) => proveWallet(ctxOf(userId, id), proof)));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const held = await Promise.all(
      sessionIds.map((id) => sessionHoldsWallet(db(), id, "evm", account.address)),
    );
    expect(held.filter(Boolean)).toHaveLength(1);
  });

  it("refuses what is not a sign-in message, or one without a nonce of ours, before spending anything", async () => {
    const { userId, sessionIds } = await playerWithSessions(1);
    const account = privateKeyToAccount(generatePrivateKey());
    const ctx = ctxOf(userId, sessionIds[0]!);
    const { message } = await issueWalletChallenge(
      { db: db(), site, userId, now },
      { kind: "evm", address: account.address },
    );
    const sign = async (text: string) => ({
      kind: "evm" as const,
      address: account.address,
      message: text,
      signature: await account.signMessage({ message: text }),
    });
    expect(await refusal(proveWallet(ctx, await sign("hello")))).toBe("400 WALLET_PROOF_MISMATCH");
    const badNonce = message.replace(/Nonce: [0-9a-f]{32}/, "Nonce: NOTOURS123");
    expect(await refusal(proveWallet(ctx, await sign(badNonce)))).toBe("400 WALLET_PROOF_MISMATCH");
    // Neither spent the real nonce: the real message still proves the wallet.
    await proveWallet(ctx, await sign(message));
    expect(await sessionHoldsWallet(db(), sessionIds[0]!, "evm", account.address)).toBe(true);
  });

  it("refuses another site in the message (the nonce is spent), and another key's signature", async () => {
    const { userId, sessionIds } = await playerWithSessions(1);
    const ctx = ctxOf(userId, sessionIds[0]!);
    const account = privateKeyToAccount(generatePrivateKey());
    const stranger = privateKeyToAccount(generatePrivateKey());
    const issue = async () =>
      (await issueWalletChallenge({ db: db(), site, userId, now }, { kind: "evm", address: account.address }))
        .message;
    const signed = async (text: string, by = account) => ({
      kind: "evm" as const,
      address: account.address,
      message: text,
      signature: await by.signMessage({ message: text }),
    });
    const otherSite = (await issue()).replaceAll("jadeverse.example", "evil.example");
    expect(await refusal(proveWallet(ctx, await signed(otherSite)))).toBe("400 WALLET_PROOF_MISMATCH");
    expect(await refusal(proveWallet(ctx, await signed(otherSite)))).toBe("409 SIGNATURE_REUSED");
    expect(await refusal(proveWallet(ctx, await signed(await issue(), stranger)))).toBe(
      "401 INVALID_SIGNATURE",
    );
    expect(await sessionHoldsWallet(db(), sessionIds[0]!, "evm", account.address)).toBe(false);
  });
});

describe("a Solana key's proof", () => {
  async function solanaKey() {
    const keys = await generateKeyPair();
    const address = await getAddressFromPublicKey(keys.publicKey);
    const sign = async (text: string) =>
      Buffer.from(await signBytes(keys.privateKey, new TextEncoder().encode(text))).toString("base64");
    return { address: address as string, sign };
  }

  it("binds on the key's ed25519 signature over the issued text, and refuses an altered text, a short signature or another key's", async () => {
    const { userId, sessionIds } = await playerWithSessions(1);
    const ctx = ctxOf(userId, sessionIds[0]!);
    const key = await solanaKey();
    const stranger = await solanaKey();
    const issue = async () =>
      (await issueWalletChallenge({ db: db(), site, userId, now }, { kind: "solana", address: key.address }))
        .message;
    const proof = (message: string, signature: string) => ({
      kind: "solana" as const,
      address: key.address,
      message,
      signature,
    });

    const altered = `${await issue()}\nand more`;
    expect(await refusal(proveWallet(ctx, proof(altered, await key.sign(altered))))).toBe(
      "400 WALLET_PROOF_MISMATCH",
    );
    const text = await issue();
    const short = Buffer.from((await key.sign(text)).slice(0, 44), "base64")
      .subarray(0, 32)
      .toString("base64");
    expect(await refusal(proveWallet(ctx, proof(text, short)))).toBe("401 INVALID_SIGNATURE");
    const theirs = await issue();
    expect(await refusal(proveWallet(ctx, proof(theirs, await stranger.sign(theirs))))).toBe(
      "401 INVALID_SIGNATURE",
    );
    expect(await refusal(proveWallet(ctx, proof("no nonce here", await key.sign("no nonce here"))))).toBe(
      "400 WALLET_PROOF_MISMATCH",
    );
    expect(await sessionHoldsWallet(db(), sessionIds[0]!, "solana", key.address)).toBe(false);

    const good = await issue();
    await proveWallet(ctx, proof(good, await key.sign(good)));
    expect(await sessionHoldsWallet(db(), sessionIds[0]!, "solana", key.address)).toBe(true);
  });
});

describe("the messages a wallet is asked to sign", () => {
  const terms = {
    site,
    nonce: "0123456789abcdef0123456789abcdef",
    issuedAt: new Date("2026-11-28T12:00:00.000Z"),
    expiresAt: new Date("2026-11-28T12:05:00.000Z"),
  };
  it("an EVM wallet's is EIP-4361, naming the site, the checksummed account, its chain and the nonce's times", () => {
    const message = walletProofMessage("evm", {
      ...terms,
      address: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
      chainId: 137,
    });
    expect(message).toBe(
      [
        "jadeverse.example wants you to sign in with your Ethereum account:",
        "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
        "",
        WALLET_PROOF_STATEMENT,
        "",
        "URI: https://jadeverse.example",
        "Version: 1",
        "Chain ID: 137",
        "Nonce: 0123456789abcdef0123456789abcdef",
        "Issued At: 2026-11-28T12:00:00.000Z",
        "Expiration Time: 2026-11-28T12:05:00.000Z",
      ].join("\n"),
    );
  });
  it("a Solana key's has the same fields in the same layout, naming the Solana account", () => {
    const address = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
    expect(walletProofMessage("solana", { ...terms, address, chainId: 0 })).toBe(
      [
        "jadeverse.example wants you to sign in with your Solana account:",
        address,
        "",
        WALLET_PROOF_STATEMENT,
        "",
        "URI: https://jadeverse.example",
        "Nonce: 0123456789abcdef0123456789abcdef",
        "Issued At: 2026-11-28T12:00:00.000Z",
        "Expiration Time: 2026-11-28T12:05:00.000Z",
      ].join("\n"),
    );
  });
});

describe("an EVM proof's message and signature, one refusal each", () => {
  async function setUp() {
    const { userId, sessionIds } = await playerWithSessions(1);
    const ctx = ctxOf(userId, sessionIds[0]!);
    const account = privateKeyToAccount(generatePrivateKey());
    const issue = async (address: string = account.address, chainId?: number) =>
      (await issueWalletChallenge({ db: db(), site, userId, now }, { kind: "evm", address, chainId }))
        .message;
    const signed = async (message: string, by = account, signature?: string) => ({
      kind: "evm" as const,
      address: by.address,
      message,
      signature: signature ?? (await by.signMessage({ message })),
    });
    const holds = (address: string) => sessionHoldsWallet(db(), sessionIds[0]!, "evm", address);
    return { ctx, account, issue, signed, holds };
  }

  it("the wallet's own chain counts (137 here); a message without a chain id does not", async () => {
    const { ctx, issue, signed, holds, account } = await setUp();
    const noChain = (await issue()).replace(/\nChain ID: 1\n/, "\n");
    expect(noChain).not.toContain("Chain ID");
    expect(await refusal(proveWallet(ctx, await signed(noChain)))).toBe("400 WALLET_PROOF_MISMATCH");
    expect(await holds(account.address)).toBe(false);
    await proveWallet(ctx, await signed(await issue(account.address, 137)));
    expect(await holds(account.address)).toBe(true);
  });

  it("a message issued for another wallet, signed by this one, proves neither", async () => {
    const { ctx, issue, signed, holds, account } = await setUp();
    const other = privateKeyToAccount(generatePrivateKey());
    const forAccount = await issue(account.address);
    expect(await refusal(proveWallet(ctx, await signed(forAccount, other)))).toBe(
      "400 WALLET_PROOF_MISMATCH",
    );
    expect([await holds(account.address), await holds(other.address)]).toEqual([false, false]);
  });

  it("a signature that is no signature at all is refused as the wallet's, and spends the nonce", async () => {
    const { ctx, issue, signed, holds, account } = await setUp();
    const message = await issue();
    expect(await refusal(proveWallet(ctx, await signed(message, account, "0xdeadbeef")))).toBe(
      "401 INVALID_SIGNATURE",
    );
    expect(await refusal(proveWallet(ctx, await signed(message)))).toBe("409 SIGNATURE_REUSED");
    expect(await holds(account.address)).toBe(false);
  });

  it("a nonce issued to another player is unknown here, however well signed", async () => {
    const { ctx, signed, holds, account } = await setUp();
    const someoneElse = await playerWithSessions(1);
    const theirs = (
      await issueWalletChallenge(
        { db: db(), site, userId: someoneElse.userId, now },
        { kind: "evm", address: account.address },
      )
    ).message;
    expect(await refusal(proveWallet(ctx, await signed(theirs)))).toBe("400 WALLET_PROOF_UNKNOWN");
    expect(await holds(account.address)).toBe(false);
  });
});
