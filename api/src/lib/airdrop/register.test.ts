import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateAirdropCodes } from "@jadeverse/db/airdrop/codes";
import { createDb, type Db } from "@jadeverse/db/client";
import { migrateDb } from "@jadeverse/db/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryMailer } from "../../../test/memory-mailer.ts";
import type { Deps } from "../../context.ts";
import { type Env, testEnv } from "../../env.ts";
import { ApiError } from "../errors.ts";
import { createLogger } from "../logger.ts";
import { createMemoryLimiter, type RateLimiter } from "../rate-limit/limiter.ts";
import { AirdropThrottled, registerAirdropClaim } from "./register.ts";

// docs/vesting-and-airdrop.md "NFT airdrop": a registration attempt, between the route's format check and the database.
const SECRET = "airdrop-claim-secret-0123456789abcdef";
const ENDS_AT = "2030-06-01T12:00:00.000Z";
const log = createLogger("silent");
let dir: string;
let db: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-airdrop-claim-"));
  db = await createDb({ url: `file:${join(dir, "claim.db")}` });
  await migrateDb(db);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function depsWith(overrides: Partial<Record<keyof Env, string>>, on: Db = db): Deps {
  return {
    env: testEnv({ AIRDROP_CODE_SECRET: SECRET, RATE_LIMIT_DISABLED: "false", ...overrides }),
    db: on,
    logger: log,
    mailer: createMemoryMailer(),
    limiter: createMemoryLimiter(),
  };
}
let clients = 0;
const client = () => ({ address: `198.51.100.${++clients}`, wallet: `ClaimWallet${clients}` });
const failure = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error("the attempt succeeded");
    },
    (error: unknown) => error,
  );
const used = async (limiter: RateLimiter, key: string, limit: number) =>
  limit - (await limiter.peek(key, limit)).remaining;

describe("registerAirdropClaim", () => {
  it("registers until the campaign's end (AIRDROP_ENDS_AT), and from that instant on answers 403", async () => {
    const deps = depsWith({ AIRDROP_ENDS_AT: ENDS_AT });
    const end = new Date(ENDS_AT);
    const [code] = (await generateAirdropCodes(db, SECRET, 1, "ends")) as [string];
    const holder = client();
    expect(await registerAirdropClaim(deps, holder, code, log, new Date(end.getTime() - 1))).toEqual({
      status: "Registered",
      solanaWalletAddress: holder.wallet,
      reward: "Private Investor NFT",
      registeredAt: expect.any(String),
    });
    for (const at of [end, new Date(end.getTime() + 1)]) {
      const error = await failure(registerAirdropClaim(deps, client(), "ZZZZZ", log, at));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 403,
        code: "AIRDROP_NOT_OPEN",
        message: "The NFT airdrop has ended.",
      });
    }
    // Without an end the campaign stays open.
    const open = await failure(
      registerAirdropClaim(depsWith({}), client(), "ZZZZZ", log, new Date("2099-01-01")),
    );
    expect(open).toMatchObject({ status: 400, code: "INVALID_AIRDROP_PASSWORD" });
  });

  it("answers 503 while no code secret is configured", async () => {
    const error = await failure(
      registerAirdropClaim(depsWith({ AIRDROP_CODE_SECRET: "" }), client(), "ZZZZZ", log),
    );
    expect(error).toMatchObject({ status: 503, code: "AIRDROP_NOT_OPEN" });
  });

  it("budgets wrong codes unless RATE_LIMIT_DISABLED, which only a test process honours", async () => {
    const guesser = client();
    const tries = async (deps: Deps) => {
      const codes: string[] = [];
      for (let i = 0; i < 11; i++) {
        const error = await failure(registerAirdropClaim(deps, guesser, "ZZZZZ", log));
        codes.push(error instanceof AirdropThrottled ? "throttled" : (error as ApiError).code);
      }
      return codes;
    };
    const wrong = Array(10).fill("INVALID_AIRDROP_PASSWORD");
    // A test process with the limits off: every code is checked, nothing is counted.
    const off = depsWith({ RATE_LIMIT_DISABLED: "true" });
    expect(await tries(off)).toEqual([...wrong, "INVALID_AIRDROP_PASSWORD"]);
    expect(await used(off.limiter, "airdrop:wrong:all", 100)).toBe(0);
    // Anywhere else the switch is ignored: the wallet's 5, then 429.
    for (const NODE_ENV of ["development", "production"]) {
      const ignored = depsWith({ RATE_LIMIT_DISABLED: "true", NODE_ENV });
      expect(await tries(ignored), NODE_ENV).toEqual([...wrong.slice(5), ...Array(6).fill("throttled")]);
    }
    expect(await tries(depsWith({}))).toEqual([...wrong.slice(5), ...Array(6).fill("throttled")]);
  });

  it("gives the reservation back when a real code was used or the database failed", async () => {
    const deps = depsWith({});
    const [code] = (await generateAirdropCodes(db, SECRET, 1, "give-back")) as [string];
    const counts = async (of: { address: string; wallet: string }) =>
      Promise.all([
        used(deps.limiter, "airdrop:wrong:all", 6),
        used(deps.limiter, `airdrop:addr:${of.address}`, 10),
        used(deps.limiter, `airdrop:wallet:${of.wallet}`, 5),
      ]);
    const holder = client();
    expect((await registerAirdropClaim(deps, holder, code, log)).status).toBe("Registered");
    expect(await counts(holder)).toEqual([0, 0, 0]);
    const again = await failure(registerAirdropClaim(deps, holder, code, log));
    expect(again).toMatchObject({ status: 409, code: "AIRDROP_WALLET_REGISTERED" });
    expect(await counts(holder)).toEqual([0, 0, 0]);
    // The database fails mid-attempt: the error surfaces and nothing stays reserved.
    const guesser = client();
    const broken = new Error("disk I/O error");
    const failing = new Proxy(db, {
      get: (target, prop) =>
        prop === "write" ? () => Promise.reject(broken) : Reflect.get(target, prop, target),
    });
    expect(await failure(registerAirdropClaim({ ...deps, db: failing }, guesser, "ZZZZZ", log))).toBe(broken);
    expect(await counts(guesser)).toEqual([0, 0, 0]);
    // With the limits off (tests) there is no reservation to give back: the same error surfaces.
    const unthrottled = { ...depsWith({ RATE_LIMIT_DISABLED: "true" }), db: failing };
    expect(await failure(registerAirdropClaim(unthrottled, guesser, "ZZZZZ", log))).toBe(broken);
    // A wrong code is what stays spent.
    expect(await failure(registerAirdropClaim(deps, guesser, "ZZZZZ", log))).toMatchObject({
      status: 400,
      code: "INVALID_AIRDROP_PASSWORD",
    });
    expect(await counts(guesser)).toEqual([1, 1, 1]);
  });
});
