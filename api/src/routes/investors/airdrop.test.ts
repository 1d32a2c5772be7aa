import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashAirdropCode } from "@jadeverse/db/airdrop/codes";
import { runAirdropCommand } from "@jadeverse/db/cli/airdrop";
import { airdropCodes, airdropRegistrations } from "@jadeverse/db/schema";
import { address, getProgramDerivedAddress } from "@solana/kit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { airdropCodesFor, SECRET, wallet } from "../../../test/airdrop.ts";
import { startTestApi, type TestApi, type TestResponse } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";

// The private investors' NFT airdrop (docs/product/economy.md §2 "NFT airdrop claim", §5, §8 Airdrop): one code per
// wallet and one wallet per code, every message, concurrent use of one code, the guessing budgets.
let api: TestApi;
let document: any;

beforeAll(async () => {
  api = await startTestApi({ AIRDROP_CODE_SECRET: SECRET });
  document = (await api.request("GET", "/api/openapi.json")).body;
});
afterAll(async () => {
  await api.close();
});

const documented = (res: TestResponse) =>
  expectDocumented(document, "post", "/api/private-reward-airdrop/register", res);
const register = (body: unknown, target: TestApi = api) =>
  target.request("POST", "/api/private-reward-airdrop/register", { body });
const codes = (n: number, target: TestApi = api) => airdropCodesFor(target, n);

describe("POST /api/private-reward-airdrop/register", () => {
  it("registers a wallet with a gift card's code (typed in lower case too) and stores only its hash", async () => {
    const [code] = (await codes(1)) as [string];
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    const solanaWalletAddress = await wallet();
    const res = await register({ solanaWalletAddress, password: ` ${code.toLowerCase()} ` });
    expect(res.status).toBe(201);
    documented(res);
    expect(res.body.data).toMatchObject({
      status: "Registered",
      solanaWalletAddress,
      reward: "Private Investor NFT",
    });
    const [row] = await api.db.orm
      .select()
      .from(airdropCodes)
      .where(eq(airdropCodes.codeHash, hashAirdropCode(SECRET, code)));
    expect(row?.usedAt).toBeInstanceOf(Date);
    const stored = JSON.stringify(await api.db.orm.select().from(airdropCodes));
    expect(stored).not.toContain(code);
  });

  it("says what is wrong with an address or a code, in the spec's words", async () => {
    const good = await wallet();
    // A program-derived address is valid base58 of 32 bytes but off the curve: no wallet owns it.
    const [pda] = await getProgramDerivedAddress({
      programAddress: address("11111111111111111111111111111111"),
      seeds: ["jadeverse"],
    });
    const cases: [unknown, string][] = [
      [{ solanaWalletAddress: "short", password: "ABCDE" }, "Invalid address length (32 to 44 expected)"],
      [
        { solanaWalletAddress: "x".repeat(45), password: "ABCDE" },
        "Invalid address length (32 to 44 expected)",
      ],
      [
        { solanaWalletAddress: `0${good.slice(1)}`, password: "ABCDE" },
        "Invalid Solana wallet address format",
      ],
      [{ solanaWalletAddress: pda, password: "ABCDE" }, "Invalid Solana wallet address format"],
      [{ solanaWalletAddress: good, password: "ABCD" }, "Password must be exactly 5 characters"],
      [{ solanaWalletAddress: good, password: "ABCDEF" }, "Password must be exactly 5 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "VALIDATION_ERROR"]);
      expect(res.body.error.message).toContain(message);
    }
    const missing = await register({ password: "ABCDE" });
    expect(missing.status).toBe(400);
    documented(missing);
  });

  it("refuses an unknown code, a used code and a wallet registered already, with the spec's messages", async () => {
    const [first, second] = (await codes(2)) as [string, string];
    const unknown = await register({ solanaWalletAddress: await wallet(), password: "ZZZZZ" });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, "INVALID_AIRDROP_PASSWORD"]);
    expect(unknown.body.error.message).toBe("Please check your gift card code and try again.");
    documented(unknown);

    const holder = await wallet();
    expect((await register({ solanaWalletAddress: holder, password: first })).status).toBe(201);
    const reused = await register({ solanaWalletAddress: await wallet(), password: first });
    expect([reused.status, reused.body.error.code]).toEqual([409, "AIRDROP_PASSWORD_USED"]);
    expect(reused.body.error.message).toBe("Each password can only be used once.");
    documented(reused);
    const again = await register({ solanaWalletAddress: holder, password: second });
    expect([again.status, again.body.error.code]).toEqual([409, "AIRDROP_WALLET_REGISTERED"]);
    // The second code was not spent by the refused attempt.
    expect((await register({ solanaWalletAddress: await wallet(), password: second })).status).toBe(201);
  });

  it("one code tried by 20 wallets at once: exactly one registers", async () => {
    const [code] = (await codes(1)) as [string];
    const wallets = await Promise.all(Array.from({ length: 20 }, wallet));
    const answers = await Promise.all(
      wallets.map((w) => register({ solanaWalletAddress: w, password: code })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.body.error?.code === "AIRDROP_PASSWORD_USED")).toHaveLength(19);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
  });

  it("one wallet with 10 codes at once: one registration, the other nine codes stay usable", async () => {
    const many = await codes(10);
    const holder = await wallet();
    const answers = await Promise.all(
      many.map((password) => register({ solanaWalletAddress: holder, password })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.body.error?.code === "AIRDROP_WALLET_REGISTERED")).toHaveLength(9);
    const registered = await api.db.orm
      .select()
      .from(airdropRegistrations)
      .where(eq(airdropRegistrations.solanaWalletAddress, holder));
    expect(registered).toHaveLength(1);
    const left = many.filter((_, i) => answers[i]?.status !== 201);
    for (const password of left)
      expect((await register({ solanaWalletAddress: await wallet(), password })).status).toBe(201);
  });

  it("answers 503 while no code secret is configured, and 403 once the campaign has ended", async () => {
    const closed = await startTestApi();
    const ended = await startTestApi({
      AIRDROP_CODE_SECRET: SECRET,
      AIRDROP_ENDS_AT: "2020-01-01T00:00:00Z",
    });
    try {
      const off = await register({ solanaWalletAddress: await wallet(), password: "ABCDE" }, closed);
      expect([off.status, off.body.error.code]).toEqual([503, "AIRDROP_NOT_OPEN"]);
      documented(off);
      const over = await register({ solanaWalletAddress: await wallet(), password: "ABCDE" }, ended);
      expect([over.status, over.body.error.code]).toEqual([403, "AIRDROP_NOT_OPEN"]);
    } finally {
      await closed.close();
      await ended.close();
    }
  });
});

describe("operator commands", () => {
  it("generate printable codes that register, and export the registrations", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jv-airdrop-"));
    const env = { DATABASE_URL: api.dbUrl, AIRDROP_CODE_SECRET: SECRET };
    const out = join(dir, "codes.csv");
    expect(await runAirdropCommand(["codes", "4", "--batch", "cards-1", "--out", out], env)).toBe(0);
    const lines = readFileSync(out, "utf8").trim().split("\n");
    expect(lines[0]).toBe("card,batch,code");
    expect(lines).toHaveLength(5);
    const printed = lines.slice(1).map((line) => line.split(",")[2] as string);
    const holder = await wallet();
    expect((await register({ solanaWalletAddress: holder, password: printed[0] })).status).toBe(201);
    const exported = join(dir, "registrations.csv");
    expect(await runAirdropCommand(["export", "--out", exported], env)).toBe(0);
    const rows = readFileSync(exported, "utf8").trim().split("\n");
    expect(rows[0]).toBe("registration,solana_wallet_address,batch,registered_at,sent_at");
    expect(rows.some((row) => row.includes(`${holder},cards-1,`))).toBe(true);
    // Without the secret no codes are made.
    expect(await runAirdropCommand(["codes", "1"], { DATABASE_URL: api.dbUrl })).toBe(2);
  });

  it("odds: the live codes and the rows of docs/vesting-and-airdrop.md under the deployment's ceiling", async () => {
    const printed: string[] = [];
    const log = vi
      .spyOn(console, "log")
      .mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      const env = { DATABASE_URL: api.dbUrl, AIRDROP_GUESS_CEILING_PER_HOUR: "12" };
      expect(await runAirdropCommand(["odds"], env)).toBe(0);
      expect(await runAirdropCommand(["odds"], { ...env, AIRDROP_GUESS_CEILING_PER_HOUR: "0" })).toBe(2);
    } finally {
      log.mockRestore();
    }
    expect(printed[0]).toMatch(/^live codes \d+ of 33554432 possible/);
    expect(printed[1]).toContain(
      "10 per client address (IPv6: per /64), 5 per wallet, 5 per signed-in player",
    );
    expect(printed[1]).toContain("past 12 an hour across everyone, 1 per client");
    // min(10 × N, 24 × 12 + N): 10 with one address, 388 with 100.
    expect(printed).toContainEqual(expect.stringMatching(/^1\t10\t/));
    expect(printed).toContainEqual(expect.stringMatching(/^100\t388\t/));
  });
});
