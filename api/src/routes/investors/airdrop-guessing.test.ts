import { airdropRegistrations } from "@jadeverse/db/schema";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { airdropCodesFor, SECRET, wallet } from "../../../test/airdrop.ts";
import { requestFrom } from "../../../test/from-address.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { REDIS_URL, redisReachable } from "../../../test/redis.ts";
import { createLogger } from "../../lib/logger.ts";
import { createRedisLimiter } from "../../lib/rate-limit/redis-limiter.ts";

// The NFT airdrop's guessing budgets over real HTTP, each suite on a server of its own with the rate
// limits on (docs/vesting-and-airdrop.md "NFT airdrop", "Guessing").
const codes = (n: number, target: TestApi) => airdropCodesFor(target, n);

describe("the guessing budgets", () => {
  // docs/vesting-and-airdrop.md "NFT airdrop", "Guessing": wrong codes are budgeted per client (address, IPv6 /64, wallet,
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
      const [limiterA, limiterB] = [
        createRedisLimiter(REDIS_URL, silent, prefix),
        createRedisLimiter(REDIS_URL, silent, prefix),
      ];
      // Shared only once connected: on a busy machine the first connection can take longer than a request.
      await Promise.all([limiterA.connected(), limiterB.connected()]);
      const a = await guardedApi(
        { AIRDROP_GUESS_CEILING_PER_HOUR: "2" },
        { limiter: limiterA, logLines: linesA },
      );
      const b = await guardedApi(
        { AIRDROP_GUESS_CEILING_PER_HOUR: "2" },
        { limiter: limiterB, logLines: linesB, sharedDbUrl: a.dbUrl },
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
