import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateAirdropCodes, hashAirdropCode } from "@jadeverse/db/airdrop/codes";
import { runAirdropCommand } from "@jadeverse/db/cli/airdrop";
import { airdropCodes, airdropRegistrations } from "@jadeverse/db/schema";
import { address, generateKeyPairSigner, getProgramDerivedAddress } from "@solana/kit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestFrom } from "../../test/from-address.ts";
import { startTestApi, type TestApi, type TestResponse } from "../../test/harness.ts";
import { expectDocumented } from "../../test/openapi-check.ts";
import { REDIS_URL, redisReachable } from "../../test/redis.ts";
import { createLogger } from "../lib/logger.ts";
import { createRedisLimiter } from "../lib/rate-limit/redis-limiter.ts";

// The private investors' NFT airdrop (spec 001 §2 "NFT airdrop claim", §5, §8 Airdrop): one code per
// wallet and one wallet per code, every message, concurrent use of one code, the guessing budgets.
const SECRET = "airdrop-test-secret-0123456789abcdef";
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
const wallet = async () => (await generateKeyPairSigner()).address as string;
const codes = (n: number, target: TestApi = api) => generateAirdropCodes(target.db, SECRET, n, "test");

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

describe("the guessing budgets", () => {
  // README "NFT airdrop", "Guessing": wrong codes are budgeted per client (address, IPv6 /64, wallet,
  // signed-in player; a day each); past the hourly ceiling across everyone each client is slowed to 1.
  const guardedApi = (overrides: Record<string, string> = {}, options = {}) =>
    startTestApi({ AIRDROP_CODE_SECRET: SECRET, RATE_LIMIT_DISABLED: "false", ...overrides }, options);
  const registerFrom = (target: TestApi, from: string, body: unknown, headers?: Record<string, string>) =>
    requestFrom(from, `${target.url}/api/private-reward-airdrop/register`, { method: "POST", body, headers });
  const wrongFrom = async (target: TestApi, from: string, solanaWalletAddress?: string) =>
    registerFrom(target, from, {
      solanaWalletAddress: solanaWalletAddress ?? (await wallet()),
      password: "ZZZZZ",
    });
  const registrationOf = async (target: TestApi, solanaWalletAddress: string) =>
    target.db.orm
      .select()
      .from(airdropRegistrations)
      .where(eq(airdropRegistrations.solanaWalletAddress, solanaWalletAddress));
  const alerts = (lines: string[]) =>
    lines.map((line) => JSON.parse(line)).filter((entry) => /hourly ceiling/.test(entry.msg));

  it("wrong codes from one address leave another address's holder able to claim", async () => {
    const guarded = await guardedApi(); // the default ceiling (6 an hour)
    try {
      const [code] = (await codes(1, guarded)) as [string];
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await wrongFrom(guarded, "127.0.3.1")).status);
      // 6 wrong codes reach the ceiling; past it this address (6 wrong today) is slowed to nothing.
      expect(statuses).toEqual([...Array(6).fill(400), ...Array(6).fill(429)]);
      const holder = await wallet();
      const claim = await registerFrom(guarded, "127.0.3.2", { solanaWalletAddress: holder, password: code });
      expect(claim.status).toBe(201);
      expect(await registrationOf(guarded, holder)).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it("one address gets 10 wrong codes a day (429 and Retry-After after), parallel or not; an IPv6 /64 is one address", async () => {
    const guarded = await guardedApi({ AIRDROP_GUESS_CEILING_PER_HOUR: "1000", TRUST_PROXY: "true" });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await wrongFrom(guarded, "127.0.4.1")).status);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
      const refused = await wrongFrom(guarded, "127.0.4.1");
      expect(refused.body.error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3600); // the address's day
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(86_400);

      // 30 at once from one address: exactly 10 codes are checked.
      const burst = await Promise.all(Array.from({ length: 30 }, () => wrongFrom(guarded, "127.0.4.2")));
      expect(burst.filter((res) => res.status === 400)).toHaveLength(10);
      expect(burst.filter((res) => res.status === 429)).toHaveLength(20);

      // Behind our proxy (TRUST_PROXY): ten hosts of one /64 share its budget, another /64 has its own.
      const fromIpv6 = async (address: string) =>
        registerFrom(
          guarded,
          "127.0.0.1",
          { solanaWalletAddress: await wallet(), password: "ZZZZZ" },
          { "x-forwarded-for": address },
        );
      const sameNetwork = [];
      for (let i = 1; i <= 10; i++)
        sameNetwork.push((await fromIpv6(`2001:db8:7:1::${i.toString(16)}`)).status);
      expect(sameNetwork).toEqual(Array(10).fill(400));
      expect((await fromIpv6("2001:db8:7:1:ffff:abcd:1:2")).status).toBe(429);
      expect((await fromIpv6("2001:0db8:0007:0001::99")).status).toBe(429);
      expect((await fromIpv6("2001:db8:7:2::1")).status).toBe(400);
    } finally {
      await guarded.close();
    }
  });

  it("a wallet gets 5 wrong codes a day wherever it guesses from; codes that were real spend nothing", async () => {
    const guarded = await guardedApi({ AIRDROP_GUESS_CEILING_PER_HOUR: "1000" });
    try {
      const [used] = (await codes(1, guarded)) as [string];
      expect(
        (await registerFrom(guarded, "127.0.5.99", { solanaWalletAddress: await wallet(), password: used }))
          .status,
      ).toBe(201);
      const guesser = await wallet();
      const statuses = [];
      let from = 1;
      for (let i = 0; i < 4; i++)
        statuses.push((await wrongFrom(guarded, `127.0.5.${from++}`, guesser)).status);
      // A real code (used already: 409) is no wrong guess.
      for (let i = 0; i < 3; i++)
        statuses.push(
          (await registerFrom(guarded, `127.0.5.${from++}`, { solanaWalletAddress: guesser, password: used }))
            .status,
        );
      for (let i = 0; i < 2; i++)
        statuses.push((await wrongFrom(guarded, `127.0.5.${from++}`, guesser)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 409, 409, 409, 400, 429]);
      const refused = await wrongFrom(guarded, `127.0.5.${from}`, guesser);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3600);
      // The refusal was the wallet's: the same address with another wallet is checked.
      expect((await wrongFrom(guarded, `127.0.5.${from}`)).status).toBe(400);
    } finally {
      await guarded.close();
    }
  });

  it("a signed-in player gets 5 wrong codes a day across wallets and addresses", async () => {
    const guarded = await guardedApi({ AIRDROP_GUESS_CEILING_PER_HOUR: "1000" });
    try {
      const { token } = await guarded.signUp("airdrop-player@example.com");
      const asPlayer = { authorization: `Bearer ${token}` };
      const statuses = [];
      for (let i = 1; i <= 6; i++)
        statuses.push(
          (
            await registerFrom(
              guarded,
              `127.0.6.${i}`,
              { solanaWalletAddress: await wallet(), password: "ZZZZZ" },
              asPlayer,
            )
          ).status,
        );
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      // Signed out, the same address and a new wallet are checked.
      expect((await wrongFrom(guarded, "127.0.6.6")).status).toBe(400);
    } finally {
      await guarded.close();
    }
  });

  it("past the hourly ceiling every client is slowed, never closed: holders still claim, the operator is warned once", async () => {
    const logLines: string[] = [];
    const guarded = await guardedApi({ AIRDROP_GUESS_CEILING_PER_HOUR: "3" }, { logLines });
    try {
      const real = await codes(2, guarded);
      for (let i = 1; i <= 3; i++) expect((await wrongFrom(guarded, `127.0.7.${i}`)).status).toBe(400);
      expect(alerts(logLines)).toHaveLength(0);
      // Past the ceiling: an address that guessed already waits for the ceiling's hour to end...
      const slowed = await wrongFrom(guarded, "127.0.7.1");
      expect(slowed.status).toBe(429);
      const retryAfter = Number(slowed.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // ...while every other client still has its code checked, once.
      for (let i = 4; i <= 8; i++) expect((await wrongFrom(guarded, `127.0.7.${i}`)).status).toBe(400);
      expect((await wrongFrom(guarded, "127.0.7.8")).status).toBe(429);
      const holder = await wallet();
      const claim = await registerFrom(guarded, "127.0.7.20", {
        solanaWalletAddress: holder,
        password: real[0],
      });
      expect(claim.status).toBe(201);
      expect(await registrationOf(guarded, holder)).toHaveLength(1);

      const warned = alerts(logLines);
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: "warn", ceilingPerHour: 3 });
      const logged = logLines.join("\n");
      for (const secret of [SECRET, ...real, "ZZZZZ"]) expect(logged).not.toContain(secret);
    } finally {
      await guarded.close();
    }
  });

  it("a flood from many addresses at once gets at most the ceiling plus one code per address, and a holder still claims", async () => {
    const guarded = await guardedApi({ AIRDROP_GUESS_CEILING_PER_HOUR: "30" });
    try {
      const [code] = (await codes(1, guarded)) as [string];
      const flood = await Promise.all(
        Array.from({ length: 200 }, (_, i) => wrongFrom(guarded, `127.0.8.${(i % 20) + 1}`)),
      );
      const checked = flood.filter((res) => res.status === 400).length;
      expect(checked).toBeGreaterThanOrEqual(30);
      expect(checked).toBeLessThanOrEqual(30 + 20); // the ceiling, then 1 a day for each of 20 addresses
      expect(flood.every((res) => res.status === 400 || res.status === 429)).toBe(true);
      const holder = await wallet();
      const claim = await registerFrom(guarded, "127.0.8.100", {
        solanaWalletAddress: holder,
        password: code,
      });
      expect(claim.status).toBe(201);
    } finally {
      await guarded.close();
    }
  });

  it.runIf(redisReachable)(
    "budgets and the ceiling's alert are shared by every instance (Redis)",
    async () => {
      const prefix = `jv:test:${crypto.randomUUID()}:`;
      const [linesA, linesB]: [string[], string[]] = [[], []];
      const silent = createLogger("silent");
      const a = await guardedApi(
        { AIRDROP_GUESS_CEILING_PER_HOUR: "2" },
        { limiter: createRedisLimiter(REDIS_URL, silent, prefix), logLines: linesA },
      );
      const b = await guardedApi(
        { AIRDROP_GUESS_CEILING_PER_HOUR: "2" },
        { limiter: createRedisLimiter(REDIS_URL, silent, prefix), logLines: linesB, sharedDbUrl: a.dbUrl },
      );
      try {
        const [code] = (await codes(1, a)) as [string];
        expect((await wrongFrom(a, "127.0.9.1")).status).toBe(400);
        expect((await wrongFrom(b, "127.0.9.1")).status).toBe(400);
        // The ceiling (2) is reached across both: the address is slowed on either instance.
        expect((await wrongFrom(a, "127.0.9.1")).status).toBe(429);
        expect((await wrongFrom(b, "127.0.9.2")).status).toBe(400);
        expect((await wrongFrom(a, "127.0.9.3")).status).toBe(400);
        expect((await wrongFrom(b, "127.0.9.2")).status).toBe(429);
        const holder = await wallet();
        expect(
          (await registerFrom(a, "127.0.9.4", { solanaWalletAddress: holder, password: code })).status,
        ).toBe(201);
        expect(alerts(linesA).length + alerts(linesB).length).toBe(1);
      } finally {
        await b.close();
        await a.close();
      }
    },
  );
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

  it("odds: the live codes and the README's rows under the deployment's ceiling", async () => {
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
