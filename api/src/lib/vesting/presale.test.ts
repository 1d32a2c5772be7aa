import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Address, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestChain, type TestChain } from "../../../test/evm/chain.ts";
import { compileContract } from "../../../test/evm/compile.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { PRESALE_ABI } from "./presale.ts";

// The public presale read from our contract (api/contracts/JadeVersePresale.sol, compiled by solc from
// npm) deployed on a real local chain (anvil): not started, active with sales, finished.
const presale = compileContract(
  join(fileURLToPath(new URL("../../../contracts/", import.meta.url)), "JadeVersePresale.sol"),
  "JadeVersePresale",
);
let chain: TestChain;
let api: TestApi;
let player: TestPlayer;
let contract: Address;

beforeAll(async () => {
  chain = await startTestChain();
  contract = await chain.deployContract(presale);
  api = await startTestApi({
    PRESALE_CONTRACT_ADDRESS: contract,
    PRESALE_CHAIN_ID: String(chain.chain.id),
    PRESALE_RPC_URL: chain.rpcUrl,
  });
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
});
afterAll(async () => {
  await api?.close();
  await chain?.stop();
});

const owner = () => chain.wallets[0]!;
async function call(
  functionName: "createSale" | "startSale" | "finishSale" | "allocate",
  args: readonly unknown[],
) {
  const hash = await owner().writeContract({
    address: contract,
    abi: presale.abi,
    functionName,
    args,
  } as never);
  const receipt = await owner().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
}
/** The presale as the page gets it (past the 15 s cache: each read here is a later moment). */
let clock = Date.now();
async function read() {
  const { readPresale } = await import("./presale.ts");
  clock += 20_000;
  return readPresale(api.deps.env, clock);
}

describe("the public presale on chain", () => {
  it("the server's ABI of getSaleData is the contract's own", () => {
    const compiled = presale.abi.find((item) => item.type === "function" && item.name === "getSaleData") as
      | { outputs: { type: string }[] }
      | undefined;
    const ours = PRESALE_ABI.find((item) => item.type === "function" && item.name === "getSaleData");
    expect(JSON.stringify(ours?.outputs.map((o) => o.type))).toBe(
      JSON.stringify(compiled?.outputs.map((o) => o.type)),
    );
  });

  it("reads not started, active with its sales, then finished", async () => {
    await call("createSale", [parseUnits("0.012", 6), parseUnits("50000000", 18)]);
    expect(await read()).toMatchObject({
      configured: true,
      status: "Not started",
      tokenPrice: "0.012",
      soldPercent: 0,
    });
    await call("startSale", [1n]);
    await call("allocate", [1n, chain.wallets[1]!.account.address, parseUnits("2083333", 18)]);
    await call("allocate", [1n, chain.wallets[2]!.account.address, parseUnits("416667", 18)]);
    await call("allocate", [1n, chain.wallets[1]!.account.address, parseUnits("10000000", 18)]);
    expect(await read()).toEqual({
      configured: true,
      chainId: chain.chain.id,
      contract,
      saleId: 1,
      status: "Active",
      tokenPrice: "0.012",
      soldAmountOfTokens: "12500000",
      poolOfTokens: "50000000",
      soldPercent: 25,
      buyers: 2,
    });
    await call("finishSale", [1n]);
    expect(await read()).toMatchObject({ status: "Finished" });
  });

  it("one read of the chain answers every player for 15 seconds, then the chain is read again", async () => {
    const { readPresale } = await import("./presale.ts");
    // An env of its own: a source (and a cache) of its own.
    const env = { ...api.deps.env };
    const start = Date.now();
    const first = await readPresale(env, start);
    await call("createSale", [parseUnits("0.02", 6), parseUnits("1000", 18)]);
    expect(await readPresale(env, start + 14_999)).toBe(first);
    const fresh = await readPresale(env, start + 15_000);
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first); // sale 1 is unchanged: only sale 2 was created
  });

  it("a sale created with an empty pool reads as nothing sold, not a division by zero", async () => {
    const { readPresale } = await import("./presale.ts");
    const empty = await chain.deployContract(presale);
    const hash = await owner().writeContract({
      address: empty,
      abi: presale.abi,
      functionName: "createSale",
      args: [parseUnits("0.012", 6), 0n],
    } as never);
    await owner().waitForTransactionReceipt({ hash });
    expect(await readPresale({ ...api.deps.env, PRESALE_CONTRACT_ADDRESS: empty })).toMatchObject({
      configured: true,
      status: "Not started",
      poolOfTokens: "0",
      soldPercent: 0,
      buyers: 0,
    });
  });

  it("a contract without an RPC endpoint (or the reverse) is not configured", async () => {
    const { readPresale } = await import("./presale.ts");
    const { PRESALE_RPC_URL: _rpc, ...noRpc } = api.deps.env;
    const { PRESALE_CONTRACT_ADDRESS: _contract, ...noContract } = api.deps.env;
    expect(await readPresale(noRpc as typeof api.deps.env)).toEqual({ configured: false });
    expect(await readPresale(noContract as typeof api.deps.env)).toEqual({ configured: false });
  });

  it("a chain that fails is asked twice (one retry), not kept waiting on", async () => {
    const { readPresale } = await import("./presale.ts");
    let asked = 0;
    const failing = Bun.serve({
      port: 0,
      fetch() {
        asked += 1;
        return new Response("down", { status: 500 });
      },
    });
    try {
      const env = { ...api.deps.env, PRESALE_RPC_URL: `http://127.0.0.1:${failing.port}/` };
      const failed = await readPresale(env).then(
        () => null,
        (e: unknown) => e,
      );
      expect(failed).toMatchObject({ status: 503, code: "PRESALE_UNAVAILABLE" });
      expect(asked).toBe(2);
    } finally {
      failing.stop(true);
    }
  });

  it("answers through GET /api/presale, and the spec's message when the chain does not answer", async () => {
    const res = await api.request("GET", "/api/presale", { token: player.token });
    expect(res.status).toBe(200);
    expect(res.body.configured).toBe(true);
    const document = (await api.request("GET", "/api/openapi.json")).body;
    expectDocumented(document, "get", "/api/presale", res);
    const down = await startTestApi({
      PRESALE_CONTRACT_ADDRESS: contract,
      PRESALE_RPC_URL: "http://127.0.0.1:9/",
    });
    try {
      const [someone] = (await createPlayers(down, 1)) as [TestPlayer];
      const failed = await down.request("GET", "/api/presale", { token: someone.token });
      expect([failed.status, failed.body.error.message]).toEqual([
        503,
        "Failed to load presale data from contract. Please try again.",
      ]);
      expectDocumented(document, "get", "/api/presale", failed);
    } finally {
      await down.close();
    }
    const bare = await startTestApi();
    try {
      const [someone] = (await createPlayers(bare, 1)) as [TestPlayer];
      expect((await bare.request("GET", "/api/presale", { token: someone.token })).body).toEqual({
        configured: false,
      });
    } finally {
      await bare.close();
    }
  });
});
