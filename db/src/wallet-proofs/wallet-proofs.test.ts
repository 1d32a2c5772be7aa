import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../schema/auth.ts";
import { users } from "../schema/users.ts";
import { walletChallenges } from "../schema/wallet-proofs.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { findChallenge, findOpenChallenge, issueChallenge, spendChallenge } from "./challenges.ts";
import { bindWalletToSession, sessionHoldsWallet, sessionWalletsOf, walletKey } from "./session-wallets.ts";

// The nonces a wallet signs and the wallets a session proved, on a real migrated database: single
// use, one player's, one purpose's, useless once expired; a proof belongs to one session.
const db = useTempDb("wallet-proofs");
const T0 = new Date("2026-11-28T12:00:00.000Z");
const TTL = 300_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

let next = 0;
async function player(): Promise<number> {
  const [row] = await db().write((tx) =>
    tx
      .insert(users)
      .values({ referralCode: `PROOF${++next}`, nickname: `proof-${next}` })
      .returning({ id: users.id }),
  );
  return row!.id;
}

async function session(userId: number): Promise<number> {
  const [row] = await db().write((tx) =>
    tx
      .insert(sessions)
      .values({ userId, tokenHash: `hash-${++next}`, kind: "password", expiresAt: at(86_400_000) })
      .returning({ id: sessions.id }),
  );
  return row!.id;
}

const spend = (
  userId: number,
  nonce: string,
  now: Date,
  purpose: "evm-payment" | "wallet-sign-in" = "evm-payment",
) => db().write((tx) => spendChallenge(tx, userId, purpose, nonce, now));

describe("wallet challenges", () => {
  it("issues a fresh 128-bit hex nonce valid for the given time, stamped with its issue time", async () => {
    const userId = await player();
    const a = await issueChallenge(db(), userId, "evm-payment", TTL, T0);
    const b = await issueChallenge(db(), userId, "evm-payment", TTL, T0);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect(a).toEqual({ nonce: a.nonce, issuedAt: T0, expiresAt: at(TTL) });
    expect(await findChallenge(db(), userId, "evm-payment", a.nonce)).toEqual({
      nonce: a.nonce,
      issuedAt: T0,
      expiresAt: at(TTL),
      usedAt: null,
    });
  });

  it("spends a nonce once, only for its player and purpose, only before it expires", async () => {
    const userId = await player();
    const other = await player();
    const { nonce } = await issueChallenge(db(), userId, "evm-payment", TTL, T0);
    expect(await spend(other, nonce, at(1))).toBe("unknown");
    expect(await spend(userId, nonce, at(1), "wallet-sign-in")).toBe("unknown");
    expect(await spend(userId, "f".repeat(32), at(1))).toBe("unknown");
    // The last millisecond before expiry still spends; none of the refusals above spent it.
    expect(await spend(userId, nonce, at(TTL - 1))).toBe(true);
    expect(await spend(userId, nonce, at(TTL - 1))).toBe("used");
    expect((await findChallenge(db(), userId, "evm-payment", nonce))?.usedAt).toEqual(at(TTL - 1));
  });

  it("refuses a nonce at and after its expiry as expired, and leaves it unspent", async () => {
    const userId = await player();
    const { nonce } = await issueChallenge(db(), userId, "wallet-sign-in", TTL, T0);
    expect(await spend(userId, nonce, at(TTL), "wallet-sign-in")).toBe("expired");
    expect(await spend(userId, nonce, at(TTL + 60_000), "wallet-sign-in")).toBe("expired");
    expect((await findChallenge(db(), userId, "wallet-sign-in", nonce))?.usedAt).toBeNull();
  });

  it("of many racing spends of one nonce exactly one wins", async () => {
    const userId = await player();
    const { nonce } = await issueChallenge(db(), userId, "evm-payment", TTL, T0);
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(userId, nonce, at(1))));
    expect(results.filter((r) => r === true)).toHaveLength(1);
    expect(results.filter((r) => r === "used")).toHaveLength(19);
  });

  it("finds an open nonce only while it is the player's, unspent and unexpired", async () => {
    const userId = await player();
    const { nonce } = await issueChallenge(db(), userId, "wallet-sign-in", TTL, T0);
    const open = { nonce, issuedAt: T0, expiresAt: at(TTL) };
    expect(await findOpenChallenge(db(), userId, "wallet-sign-in", nonce, at(TTL - 1))).toEqual(open);
    expect(await findOpenChallenge(db(), userId, "wallet-sign-in", nonce, at(TTL))).toBeUndefined();
    expect(await findOpenChallenge(db(), userId, "evm-payment", nonce, at(1))).toBeUndefined();
    expect(await findOpenChallenge(db(), await player(), "wallet-sign-in", nonce, at(1))).toBeUndefined();
    expect(await findChallenge(db(), await player(), "wallet-sign-in", nonce)).toBeUndefined();
    await spend(userId, nonce, at(1), "wallet-sign-in");
    expect(await findOpenChallenge(db(), userId, "wallet-sign-in", nonce, at(2))).toBeUndefined();
  });

  it("drops every expired nonce as new ones are issued, and keeps the live ones", async () => {
    const userId = await player();
    const stale = await issueChallenge(db(), userId, "evm-payment", TTL, T0);
    const live = await issueChallenge(db(), userId, "evm-payment", TTL * 3, T0);
    await issueChallenge(db(), userId, "evm-payment", TTL, at(TTL + 1));
    const left = await db()
      .orm.select({ nonce: walletChallenges.nonce })
      .from(walletChallenges)
      .where(eq(walletChallenges.userId, userId));
    expect(left.map((r) => r.nonce)).not.toContain(stale.nonce);
    expect(left.map((r) => r.nonce)).toContain(live.nonce);
    expect(left).toHaveLength(2);
  });
});

describe("wallets a session proved", () => {
  const evm = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";
  const solana = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";

  it("binds a wallet to one session, once; EVM in any letter case, a Solana key exactly", async () => {
    const userId = await player();
    const mine = await session(userId);
    const another = await session(userId);
    await db().write(async (tx) => {
      await bindWalletToSession(tx, mine, "evm", evm);
      await bindWalletToSession(tx, mine, "evm", evm.toUpperCase().replace("0X", "0x"));
      await bindWalletToSession(tx, mine, "solana", solana);
    });
    expect(await sessionWalletsOf(db(), mine)).toEqual(
      expect.arrayContaining([
        { kind: "evm", address: evm.toLowerCase() },
        { kind: "solana", address: solana },
      ]),
    );
    expect(await sessionWalletsOf(db(), mine)).toHaveLength(2);
    expect(await sessionHoldsWallet(db(), mine, "evm", evm.toLowerCase())).toBe(true);
    expect(await sessionHoldsWallet(db(), mine, "solana", solana)).toBe(true);
    expect(await sessionHoldsWallet(db(), mine, "solana", solana.toLowerCase())).toBe(false);
    expect(await sessionHoldsWallet(db(), mine, "solana", evm)).toBe(false);
    expect(await sessionHoldsWallet(db(), another, "evm", evm)).toBe(false);
    expect(await sessionWalletsOf(db(), another)).toEqual([]);
  });

  it("keeps EVM addresses lower-cased and Solana keys as given", () => {
    expect(walletKey("evm", evm)).toBe(evm.toLowerCase());
    expect(walletKey("solana", solana)).toBe(solana);
  });
});
