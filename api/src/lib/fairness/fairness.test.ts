import { createHash, createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bytesToFloat, draw, floatStream, provenanceHash, roundBytes } from "./float-stream.ts";
import { nativeHmacSha256 } from "./native-hmac.ts";
import { canonicalSectionTable, sectionTableHash } from "./section-table.ts";
import { clientSeedSchema, hashServerSeed, newClientSeed, newServerSeed } from "./seeds.ts";
import { hmacSha256, sha256Hex, toHex } from "./sha256.ts";
import { weightedPick } from "./weighted-pick.ts";

// Fixed vectors computed outside this code base (Python's hmac/hashlib with the scheme's formula).
const SEEDS = { serverSeed: "a".repeat(64), clientSeed: "player-seed", nonce: 0 };
const FIRST_TEN = [
  0.15141557133756578, 0.6422305372543633, 0.2915035653859377, 0.5162990654353052, 0.12258616671897471,
  0.22063910262659192, 0.39553937898017466, 0.015905764419585466, 0.6873923211824149, 0.03667684108950198,
];

describe("float stream (docs/architecture.md §5)", () => {
  it("is HMAC_SHA256(key = serverSeed, message = clientSeed:nonce:round)", () => {
    expect(toHex(roundBytes(SEEDS, 0))).toBe(
      "26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672",
    );
    expect(provenanceHash(SEEDS)).toBe("26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672");
  });

  it("matches the fixed vector, 8 floats per round then the next round", () => {
    const floats = floatStream(SEEDS, 10);
    expect(floats).toHaveLength(10);
    for (const [i, f] of floats.entries()) expect(f).toBeCloseTo(FIRST_TEN[i] as number, 15);
    expect(floatStream({ ...SEEDS, nonce: 7 }, 1)[0]).toBeCloseTo(0.540493086213246, 15);
  });

  it("draws the same floats and provenance with the server's native HMAC as with the browser's", () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seeds = {
        serverSeed: randomBytes(32).toString("hex"),
        clientSeed: `jäde-${randomBytes(nonce % 9).toString("base64")}`,
        nonce,
      };
      const portable = draw(seeds, 20);
      expect(draw(seeds, 20, nativeHmacSha256)).toEqual(portable);
      expect(portable.provenanceHash).toBe(provenanceHash(seeds));
      expect(portable.floats).toEqual(floatStream(seeds, 20));
    }
    expect(draw(SEEDS, 10, nativeHmacSha256).provenanceHash).toBe(
      "26c32bbfa46938724a9ffa48842c2cf11f61ce99387bcde26542119904126672",
    );
  });

  it("reads 4 bytes as b0/256 + b1/256² + b2/256³ + b3/256⁴", () => {
    expect(bytesToFloat(Uint8Array.from([128, 0, 0, 0]), 0)).toBe(0.5);
    expect(bytesToFloat(Uint8Array.from([0, 0, 0, 0]), 0)).toBe(0);
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(bytesToFloat(Uint8Array.from([9, 1, 2, 3, 4]), 1)).toBe(
      1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4,
    );
  });
});

describe("SHA-256 and HMAC-SHA256 (one implementation for Bun and the browser)", () => {
  it("gives the standard's digests (FIPS 180-4 examples, padding edges)", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
    expect(sha256Hex("a".repeat(1_000_000))).toBe(
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
    );
  });

  it("gives RFC 4231's HMAC vectors (short key, text key, key longer than a block)", () => {
    const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, "hex"));
    expect(toHex(hmacSha256(bytes("0b".repeat(20)), "Hi There"))).toBe(
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
    );
    expect(toHex(hmacSha256("Jefe", "what do ya want for nothing?"))).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    expect(
      toHex(hmacSha256(bytes("aa".repeat(131)), "Test Using Larger Than Block-Size Key - Hash Key First")),
    ).toBe("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
  });

  it("agrees with node:crypto on every length around the block and padding boundaries", () => {
    for (let length = 0; length <= 200; length++) {
      const data = randomBytes(length);
      const key = randomBytes((length * 7) % 150);
      expect(sha256Hex(data)).toBe(createHash("sha256").update(data).digest("hex"));
      expect(toHex(hmacSha256(key, data))).toBe(createHmac("sha256", key).update(data).digest("hex"));
    }
    expect(sha256Hex("jäde ✓")).toBe(createHash("sha256").update("jäde ✓").digest("hex"));
  });
});

describe("seeds", () => {
  it("publishes sha256 of the server seed's hex text", () => {
    expect(hashServerSeed("a".repeat(64))).toBe(
      "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
    );
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(newClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("accepts 1–64 printable characters as a client seed", () => {
    expect(clientSeedSchema.safeParse("x").success).toBe(true);
    expect(clientSeedSchema.safeParse("my lucky seed #7 ~!").success).toBe(true);
    expect(clientSeedSchema.safeParse("y".repeat(64)).success).toBe(true);
    expect(clientSeedSchema.safeParse("").success).toBe(false);
    expect(clientSeedSchema.safeParse("y".repeat(65)).success).toBe(false);
    expect(clientSeedSchema.safeParse("tab\there").success).toBe(false);
    expect(clientSeedSchema.safeParse("jäde").success).toBe(false);
  });
});

describe("weighted pick", () => {
  const sections = [
    { position: 2, weight: 1, name: "c" },
    { position: 0, weight: 3, name: "a" },
    { position: 1, weight: 0, name: "never" },
  ];
  it("walks positions in order and takes the first running total above float × total", () => {
    // total 4: [0, 3) → a, [3, 4) → c; a zero weight is never picked.
    expect(weightedPick(sections, 0).name).toBe("a");
    expect(weightedPick(sections, 0.7499).name).toBe("a");
    expect(weightedPick(sections, 0.75).name).toBe("c");
    expect(weightedPick(sections, 1 - 2 ** -32).name).toBe("c");
  });
  it("refuses floats outside [0, 1) and empty tables", () => {
    expect(() => weightedPick(sections, 1)).toThrow(RangeError);
    expect(() => weightedPick(sections, -0.1)).toThrow(RangeError);
    expect(() => weightedPick([], 0.5)).toThrow(RangeError);
  });
});

describe("section table hash", () => {
  const rows = [
    { position: 1, type: "nft", theme: "mystery", coinsAmount: 0, weight: 1, itemRarity: "RARE", itemId: 42 },
    {
      position: 0,
      type: "coins",
      theme: "small",
      coinsAmount: 250,
      weight: 3,
      itemRarity: null,
      itemId: null,
    },
  ];
  it("hashes the canonical JSON (position order, fixed keys, no spaces)", () => {
    expect(canonicalSectionTable(rows)).toBe(
      '[{"position":0,"type":"coins","theme":"small","coinsAmount":250,"weight":3,"itemRarity":null,"itemId":null},' +
        '{"position":1,"type":"nft","theme":"mystery","coinsAmount":0,"weight":1,"itemRarity":"RARE","itemId":42}]',
    );
    expect(sectionTableHash(rows)).toBe("449e9adc83dfed14e83b85229b0e255b4ebc80971a17107b6c771423053264ab");
  });
  it("ignores other fields (labels, ids) and changes with any committed field", () => {
    const labelled = rows.map((r) => ({ ...r, label: "x", id: 99 }));
    expect(sectionTableHash(labelled)).toBe(sectionTableHash(rows));
    expect(sectionTableHash(rows.map((r) => ({ ...r, weight: r.weight + 1 })))).not.toBe(
      sectionTableHash(rows),
    );
  });
});
