import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../client.ts";
import { airdropCodes } from "../schema/airdrop.ts";
import { useTempDb } from "../testing/temp-db.ts";
import {
  AIRDROP_ALPHABET,
  AIRDROP_CODE_LENGTH,
  generateAirdropCodes,
  hashAirdropCode,
  liveAirdropCodes,
  normalizeCode,
  randomAirdropCode,
} from "./codes.ts";

// docs/vesting-and-airdrop.md "NFT airdrop": codes are made by the operator, crypto-random over 32 symbols, and the
// database keeps only their HMAC-SHA256 under AIRDROP_CODE_SECRET.
const SECRET = "codes-test-secret-0123456789abcdef";
const tempDb = useTempDb("airdrop-codes");
let db: Db;
beforeAll(() => {
  db = tempDb();
});

const CODE = /^[A-HJ-NP-Z2-9]{5}$/;
const batchSize = async (batch: string) => db.orm.$count(airdropCodes, eq(airdropCodes.batch, batch));

describe("a code's stored form", () => {
  it("is the HMAC-SHA256 of the code as typed, trimmed and uppercased", () => {
    const expected = createHmac("sha256", SECRET).update("AB3CD").digest("hex");
    expect(normalizeCode("  ab3Cd \n")).toBe("AB3CD");
    expect(hashAirdropCode(SECRET, "AB3CD")).toBe(expected);
    expect(hashAirdropCode(SECRET, "ab3cd")).toBe(expected);
    expect(hashAirdropCode(SECRET, " AB3CD ")).toBe(expected);
    // Keyed: another secret, another hash.
    expect(hashAirdropCode(`${SECRET}x`, "AB3CD")).not.toBe(expected);
  });

  it("random codes are 5 symbols of the 32 (A–Z and 2–9 without I, O, 0, 1)", () => {
    expect(AIRDROP_ALPHABET).toHaveLength(32);
    expect(AIRDROP_CODE_LENGTH).toBe(5);
    for (let i = 0; i < 200; i++) expect(randomAirdropCode()).toMatch(CODE);
  });
});

describe("generateAirdropCodes", () => {
  it("makes exactly as many new codes as asked, past one insert of 500, and stores only their hashes", async () => {
    const made = await generateAirdropCodes(db, SECRET, 501, "print-501");
    expect(made).toHaveLength(501);
    expect(new Set(made).size).toBe(501);
    for (const code of made) expect(code).toMatch(CODE);
    expect(await batchSize("print-501")).toBe(501);
    const stored = await db.orm
      .select({ codeHash: airdropCodes.codeHash, usedAt: airdropCodes.usedAt })
      .from(airdropCodes)
      .where(eq(airdropCodes.batch, "print-501"));
    expect(new Set(stored.map((row) => row.codeHash))).toEqual(
      new Set(made.map((code) => hashAirdropCode(SECRET, code))),
    );
    expect(stored.every((row) => row.usedAt === null)).toBe(true);

    expect(await generateAirdropCodes(db, SECRET, 1, "print-1")).toHaveLength(1);
    expect(await batchSize("print-1")).toBe(1);
  });

  it("makes between 1 and 100,000 codes at a time, and nothing otherwise", async () => {
    for (const howMany of [0, -1, 1.5, Number.NaN, 100_001]) {
      await expect(generateAirdropCodes(db, SECRET, howMany, "refused"), String(howMany)).rejects.toThrow(
        new RangeError("between 1 and 100,000 codes at a time"),
      );
    }
    expect(await batchSize("refused")).toBe(0);
  });
});

describe("liveAirdropCodes", () => {
  it("counts the codes not used yet", async () => {
    const before = await liveAirdropCodes(db);
    const made = await generateAirdropCodes(db, SECRET, 3, "live");
    expect(await liveAirdropCodes(db)).toBe(before + 3);
    await db.write((tx) =>
      tx
        .update(airdropCodes)
        .set({ usedAt: new Date() })
        .where(eq(airdropCodes.codeHash, hashAirdropCode(SECRET, made[0] as string))),
    );
    expect(await liveAirdropCodes(db)).toBe(before + 2);
  });
});
