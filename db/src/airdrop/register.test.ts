import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { airdropCodes, airdropRegistrations } from "../schema/airdrop.ts";
import { useTempDb } from "../testing/temp-db.ts";
import { generateAirdropCodes, hashAirdropCode } from "./codes.ts";
import { airdropRegistrationsForExport, registerForAirdrop } from "./register.ts";

// docs/vesting-and-airdrop.md "NFT airdrop": a code serves once and a wallet registers once.
const SECRET = "register-test-secret-0123456789abcdef";
const tempDb = useTempDb("airdrop-register");
let db: Db;
beforeAll(() => {
  db = tempDb();
});

let wallets = 0;
const wallet = () => `Wallet${String(++wallets).padStart(38, "1")}`;
const code = async (batch = "test") => (await generateAirdropCodes(db, SECRET, 1, batch))[0] as string;
const usedAt = async (plain: string) =>
  (
    await db.orm
      .select({ usedAt: airdropCodes.usedAt })
      .from(airdropCodes)
      .where(eq(airdropCodes.codeHash, hashAirdropCode(SECRET, plain)))
  )[0]?.usedAt;
const registrationsOf = (solanaWalletAddress: string) =>
  db.orm
    .select()
    .from(airdropRegistrations)
    .where(eq(airdropRegistrations.solanaWalletAddress, solanaWalletAddress));

describe("registerForAirdrop", () => {
  it("registers a wallet with a live code (as typed: trimmed, any case) and spends the code", async () => {
    const plain = await code("cards-a");
    const holder = wallet();
    const before = Date.now();
    const outcome = await registerForAirdrop(db, SECRET, holder, ` ${plain.toLowerCase()} `);
    expect(outcome.status).toBe("registered");
    if (outcome.status !== "registered") return;
    expect(outcome.registeredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(outcome.registeredAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await usedAt(plain)).toEqual(outcome.registeredAt);
    const [row] = await registrationsOf(holder);
    expect(row).toMatchObject({
      id: outcome.registrationId,
      registeredAt: outcome.registeredAt,
      sentAt: null,
    });
    const exported = await airdropRegistrationsForExport(db);
    expect(exported.find((r) => r.id === outcome.registrationId)).toEqual({
      id: outcome.registrationId,
      solanaWalletAddress: holder,
      batch: "cards-a",
      registeredAt: outcome.registeredAt,
      sentAt: null,
    });
  });

  it("refuses an unknown code and registers nothing", async () => {
    const guesser = wallet();
    expect(await registerForAirdrop(db, SECRET, guesser, "ZZZZZ")).toEqual({ status: "invalid_code" });
    expect(await registrationsOf(guesser)).toEqual([]);
    // A real code hashed under another secret is unknown too.
    const plain = await code();
    expect(await registerForAirdrop(db, `${SECRET}x`, guesser, plain)).toEqual({ status: "invalid_code" });
    expect(await usedAt(plain)).toBeNull();
  });

  it("a code serves once", async () => {
    const plain = await code();
    expect((await registerForAirdrop(db, SECRET, wallet(), plain)).status).toBe("registered");
    const late = wallet();
    expect(await registerForAirdrop(db, SECRET, late, plain)).toEqual({ status: "code_used" });
    expect(await registrationsOf(late)).toEqual([]);
  });

  it("the conditional update spends a code: one marked used is refused with no registration pointing at it", async () => {
    // docs/vesting-and-airdrop.md: "a conditional update in one transaction"; the unique index on code_id is only a backstop.
    const plain = await code();
    const spent = new Date("2026-01-02T03:04:05Z");
    await db.write((tx) =>
      tx
        .update(airdropCodes)
        .set({ usedAt: spent })
        .where(eq(airdropCodes.codeHash, hashAirdropCode(SECRET, plain))),
    );
    const late = wallet();
    expect(await registerForAirdrop(db, SECRET, late, plain)).toEqual({ status: "code_used" });
    expect(await registrationsOf(late)).toEqual([]);
    expect(await usedAt(plain)).toEqual(spent);
  });

  it("a wallet registers once, whatever code it brings next: a live one stays unused", async () => {
    const holder = wallet();
    const [first, live, used] = [await code(), await code(), await code()];
    expect((await registerForAirdrop(db, SECRET, holder, first)).status).toBe("registered");
    expect((await registerForAirdrop(db, SECRET, wallet(), used)).status).toBe("registered");
    for (const next of [live, used, "ZZZZZ", first])
      expect(await registerForAirdrop(db, SECRET, holder, next), next).toEqual({
        status: "wallet_registered",
      });
    expect(await usedAt(live)).toBeNull();
    expect(await registrationsOf(holder)).toHaveLength(1);
    expect((await registerForAirdrop(db, SECRET, wallet(), live)).status).toBe("registered");
  });

  it("answers a race lost to another writer's commit (its insert hits a unique index) as that outcome", async () => {
    // What an attempt that loses the race sees on a server (sqld), where another instance committed
    // the same wallet or code between its reads and its insert.
    const failing = (message: string): Db =>
      new Proxy(db, {
        get: (target, prop) =>
          prop === "write"
            ? () => Promise.reject(Object.assign(new Error(message), { code: "SQLITE_CONSTRAINT" }))
            : Reflect.get(target, prop, target),
      });
    const plain = await code();
    const attempt = (message: string) => registerForAirdrop(failing(message), SECRET, wallet(), plain);
    expect(await attempt("UNIQUE constraint failed: airdrop_registrations.solana_wallet_address")).toEqual({
      status: "wallet_registered",
    });
    expect(await attempt("UNIQUE constraint failed: airdrop_registrations.code_id")).toEqual({
      status: "code_used",
    });
    // Any other failure surfaces as it was.
    for (const message of [
      "UNIQUE constraint failed: airdrop_codes.code_hash",
      "UNIQUE constraint failed: airdrop_registrations.id",
      "disk I/O error",
    ])
      await expect(attempt(message), message).rejects.toThrow(message);
    expect(await usedAt(plain)).toBeNull();
  });
});
