import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@jadeverse/db/client";
import { TERMS_VERSION } from "@jadeverse/db/enums/users";
import { checkLedgerInvariant } from "@jadeverse/db/invariant";
import { migrateDb } from "@jadeverse/db/migrate";
import { creditKey } from "@jadeverse/db/payments/credit";
import { ledgerEntries, paymentOrders } from "@jadeverse/db/schema";
import { GEM_PACKS, seedCatalog } from "@jadeverse/db/seed";
import { and, eq } from "drizzle-orm";
import type { Hash } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiProcess, type LogLine, signInFromMiniApp, startApiProcess } from "./api-process.ts";
import { startTestChain, type TestChain, untilMined } from "./evm/chain.ts";
import { type PriceFeedStandIn, startPriceFeedStandIn } from "./price-feed-stand-in.ts";

// The EVM payments watcher is a job of the API process; everything it knows must be in the database.
// Here the real process (bun api/src/index.ts) is killed with SIGKILL while a paid order still waits
// for confirmations; a new process on the same database file finishes it: paid, credited once.
const BOT_TOKEN = "42:evm-restart-test-token";
const CONFIRMATIONS = 5;
const PACK = GEM_PACKS.find((pack) => pack.id === 1)!;
const ETH_USD = 2000;

let chain: TestChain;
let prices: PriceFeedStandIn;
let dir: string;
let db: Db;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "jv-evm-restart-"));
  chain = await startTestChain();
  // A CoinGecko-compatible price service: ETH at $2,000, priced now.
  prices = startPriceFeedStandIn({ ethereum: ETH_USD });
  // The gem packs are catalog data the operator seeds; the API process migrates (again) at boot.
  db = await createDb({ url: `file:${join(dir, "x.db")}` });
  await migrateDb(db);
  await db.write((tx) => seedCatalog(tx));
}, 180_000);

afterAll(async () => {
  for (const api of processes) await api.kill().catch(() => undefined);
  db?.close();
  prices?.stop();
  await chain?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const platform = () => chain.wallets[3]!.account.address;
const apiEnv = () => ({
  DATABASE_URL: `file:${join(dir, "x.db")}`,
  BOT_TOKEN,
  STATIC_ROOT: dir,
  // debug: the job runner logs every run, also the quiet ones (nothing open, nothing credited).
  LOG_LEVEL: "debug",
  EVM_PLATFORM_WALLET: platform(),
  EVM_RPC_URLS: `${chain.chain.id}=${chain.rpcUrl}`,
  EVM_CONFIRMATIONS: `${chain.chain.id}=${CONFIRMATIONS}`,
  PRICE_FEED_URL: prices.url,
});

async function startApi(): Promise<ApiProcess> {
  const api = await startApiProcess(apiEnv());
  processes.push(api);
  return api;
}

async function call(api: ApiProcess, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const gemsOverHttp = async (api: ApiProcess, token: string) => {
  const me = await call(api, "GET", "/api/users/me", token);
  expect(me.status).toBe(200);
  return me.body.gemsAmount as number;
};

const orderOf = async (reference: string) =>
  (await db.orm.select().from(paymentOrders).where(eq(paymentOrders.reference, reference)))[0]!;

const gemEntriesOf = (userId: number) =>
  db.orm
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, "gems")));

/** A run of the `evm-payments` job logged by the runner (api/src/lib/jobs/runner.ts). */
const evmRun = (line: LogLine) =>
  line.msg === "job ran" && (line as { job?: unknown }).job === "evm-payments";

/** Waits for `count` runs of the watcher logged after index `from`; returns the index after the last. */
async function watcherRuns(api: ApiProcess, from: number, count: number): Promise<number> {
  let next = from;
  for (let i = 0; i < count; i++)
    next = (await api.waitForLog(evmRun, { from: next, timeoutMs: 90_000 })) + 1;
  return next;
}

// Process restarts on the embedded file (the default deployment); the sqld suite (JV_TEST_DB=sqld)
// runs the watcher's crediting against a server in routes/payments/crypto.test.ts, so this is not repeated.
describe.skipIf(process.env.JV_TEST_DB === "sqld")(
  "the EVM payments watcher across a crash of the API process",
  () => {
    it("resumes a pending order after a SIGKILL and a restart, and credits it exactly once", async () => {
      const first = await startApi();

      // A player signs in from the Mini App (signed initData), over HTTP.
      const login = await signInFromMiniApp(first.url, BOT_TOKEN, { id: 4242, first_name: "Restart" });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { access_token: string }).access_token;
      const me = await call(first, "GET", "/api/users/me", token);
      expect(me.status).toBe(200);
      const userId = me.body.id as number;
      const gemsBefore = me.body.gemsAmount as number;
      const entriesBefore = (await gemEntriesOf(userId)).length;
      // A new Telegram player confirms 18+ and the Terms before buying (docs/security.md "18+").
      const terms18 = await call(first, "POST", "/api/users/me/terms", token, {
        version: TERMS_VERSION,
        adult: true,
      });
      expect(terms18.status).toBe(200);

      // The order, over HTTP: the wallet signs the server's request, the server fixes the amount.
      const wallet = chain.wallets[1]!;
      const terms = {
        fromWalletAddress: wallet.account.address,
        toWalletAddress: platform(),
        currency: "ETH",
        coinId: "ethereum",
        chainId: chain.chain.id,
        amount: 0.001,
        packageId: PACK.id,
      };
      const request = await call(first, "POST", "/api/v1/crypto/payment-request", token, terms);
      expect(request.status, JSON.stringify(request.body)).toBe(201);
      const { nonce, message } = request.body.data as { nonce: string; message: string };
      const init = await call(first, "POST", "/api/v1/crypto/initialize-payment", token, {
        ...terms,
        nonce,
        signature: await wallet.signMessage({ message }),
      });
      expect(init.status, JSON.stringify(init.body)).toBe(201);
      const { id: transferId, amount } = init.body.data as { id: string; amount: string };

      // The wallet pays on the chain (anvil mines it at once: one confirmation of CONFIRMATIONS).
      const hash: Hash = await wallet.sendTransaction({ to: platform(), value: BigInt(amount) });
      const receipt = await wallet.waitForTransactionReceipt({ hash });
      await untilMined(chain.publicClient, hash);
      const submitted = await call(first, "POST", "/api/v1/crypto/transaction", token, {
        transferId,
        txHash: hash,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const afterSubmit = first.log.length;

      // The first process's watcher looks at the order (two whole runs after the hash was named, so at
      // least one started after it) and leaves it waiting for confirmations.
      await watcherRuns(first, afterSubmit, 2);
      const depth = (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) - receipt.blockNumber + 1n;
      expect(depth).toBeLessThan(BigInt(CONFIRMATIONS));
      expect(await orderOf(transferId)).toMatchObject({ status: "pending", providerRef: hash.toLowerCase() });
      expect(await gemsOverHttp(first, token)).toBe(gemsBefore);

      // Crash: no shutdown hook, no lease released if a run was under way.
      await first.kill();
      expect(first.child.signalCode).toBe("SIGKILL");
      expect((await orderOf(transferId)).status).toBe("pending");
      expect((await gemEntriesOf(userId)).length).toBe(entriesBefore);

      // The chain moves on while nothing watches it: now the payment has its confirmations.
      await chain.testClient.mine({ blocks: CONFIRMATIONS });
      expect(
        (await chain.publicClient.getBlockNumber({ cacheTime: 0 })) - receipt.blockNumber + 1n,
      ).toBeGreaterThanOrEqual(BigInt(CONFIRMATIONS));

      // A new process on the same database file finishes the order by itself (bounded: a lease the dead
      // process held mid-run expires after 60 s, then the job's 5 s interval).
      const second = await startApi();
      const deadline = Date.now() + 150_000;
      while ((await orderOf(transferId)).status !== "paid") {
        if (Date.now() > deadline)
          throw new Error(
            `the order was not paid after the restart:\n${second.output().split("\n").slice(-30).join("\n")}`,
          );
        await Bun.sleep(250);
      }
      const credited = await gemsOverHttp(second, token);
      expect(credited).toBe(gemsBefore + PACK.gems);

      // One more interval (two whole watcher runs after the credit): nothing more is credited.
      await watcherRuns(second, second.log.length, 2);
      expect(await gemsOverHttp(second, token)).toBe(credited);

      // Killed again after the credit, and restarted: the paid order is not credited a second time.
      await second.kill();
      const third = await startApi();
      await watcherRuns(third, 0, 2);
      expect(await gemsOverHttp(third, token)).toBe(credited);
      expect(await third.stop()).toBe(0);

      const order = await orderOf(transferId);
      expect(order).toMatchObject({ status: "paid", proof: hash.toLowerCase(), gems: PACK.gems });
      // Exactly one ledger credit for the order (its entry keyed by the payment's proof).
      const entries = await gemEntriesOf(userId);
      expect(entries.length).toBe(entriesBefore + 1);
      const paid = entries.filter((entry) => entry.reference === `payment_order:${order.id}`);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ delta: PACK.gems, balanceAfter: gemsBefore + PACK.gems });
      expect(paid[0]!.idempotencyKey.startsWith(creditKey("evm", hash.toLowerCase()))).toBe(true);
      expect(await checkLedgerInvariant(db)).toEqual([]);
    }, 360_000);
  },
);
