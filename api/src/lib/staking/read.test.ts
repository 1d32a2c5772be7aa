import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Address, getAddress, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAKING_PLANS } from "../../../../web/src/features/token/staking.ts";
import { startTestChain, type TestChain } from "../../../test/evm/chain.ts";
import { compileContract } from "../../../test/evm/compile.ts";
import { startTestApi, type TestApi } from "../../../test/harness.ts";
import { expectDocumented } from "../../../test/openapi-check.ts";
import { createPlayers, type TestPlayer } from "../../../test/players.ts";
import { STAKING_ABI } from "./abi.ts";
import { readStaking } from "./read.ts";

// The staking dashboard's reads from our contract (api/contracts/JadeVerseStaking.sol, compiled by solc
// from npm) deployed with the app's six plans on a real local chain (anvil), through real HTTP: the
// plans and promo state, a wallet's stakes as they are made, claimed and withdrawn, and the refusals.
const staking = compileContract(
  join(fileURLToPath(new URL("../../../contracts/", import.meta.url)), "JadeVerseStaking.sol"),
  "JadeVerseStaking",
);
const DAY = 86_400;
const MONTH = 30 * DAY;
const tokens = (n: string) => parseUnits(n, 6);

let chain: TestChain;
let api: TestApi;
let player: TestPlayer;
let token: Address;
let contract: Address;
let reference: number;

type Wallet = TestChain["wallets"][number];
async function send(wallet: Wallet, address: Address, abi: readonly unknown[], fn: string, args: unknown[]) {
  const hash = await wallet.writeContract({ address, abi, functionName: fn, args } as never);
  expect((await wallet.waitForTransactionReceipt({ hash })).status).toBe("success");
}
const advance = async (seconds: number) => {
  await chain.testClient.increaseTime({ seconds });
  await chain.testClient.mine({ blocks: 1 });
};

beforeAll(async () => {
  // As Ethereum: staking must be on a chain the wallet connects to (env.ts).
  chain = await startTestChain({ chainId: 1 });
  token = await chain.deployToken("JADE", 6);
  // The promo reference 10 days ahead: outside the 7-day window now, inside it 11 days later.
  reference = Number((await chain.publicClient.getBlock()).timestamp) + 10 * DAY;
  contract = await chain.deployContract(staking, [
    token,
    BigInt(reference),
    STAKING_PLANS.map((p) => ({
      months: p.months,
      aprNormalBps: p.aprNormal * 100,
      aprPromoBps: p.aprPromo * 100,
    })),
  ]);
  const owner = chain.wallets[0]!;
  await send(owner, token, chain.tokenAbi, "mint", [owner.account.address, tokens("1000000")]);
  await send(owner, token, chain.tokenAbi, "approve", [contract, tokens("1000000")]);
  await send(owner, contract, staking.abi, "fundRewards", [tokens("1000000")]);
  api = await startTestApi({
    STAKING_CONTRACT_ADDRESS: contract.toLowerCase(),
    STAKING_CHAIN_ID: String(chain.chain.id),
    STAKING_RPC_URL: chain.rpcUrl,
  });
  [player] = (await createPlayers(api, 1)) as [TestPlayer];
}, 120_000);
afterAll(async () => {
  await api?.close();
  await chain?.stop();
});

const get = (path: string, who: TestPlayer | null = player) =>
  api.request("GET", path, who ? { token: who.token } : {});
/** The program past the 15 s cache: each read here is a later moment. */
let clock = Date.now();
const program = () => {
  clock += 20_000;
  return readStaking(api.deps.env, clock);
};

describe("the staking contract read by the server", () => {
  it("the server's ABI is the contract's own, entry for entry", () => {
    for (const ours of STAKING_ABI) {
      const compiled = staking.abi.find(
        (item) => item.type === ours.type && "name" in item && item.name === ours.name,
      );
      expect(compiled, ours.name).toEqual(ours);
    }
  });

  it("reads the six plans in the contract's units, the token and the promo state at the chain's time", async () => {
    expect(await program()).toEqual({
      configured: true,
      chainId: chain.chain.id,
      contract: getAddress(contract),
      token: { address: getAddress(token), symbol: "JADE", decimals: 6 },
      plans: STAKING_PLANS.map((p) => ({
        id: p.id,
        months: p.months,
        aprNormalBps: p.aprNormal * 100,
        aprPromoBps: p.aprPromo * 100,
      })),
      promo: { active: false, reference: new Date(reference * 1000).toISOString(), windowSeconds: 7 * DAY },
      rewardPool: "1000000",
      chainTime: expect.any(String),
    });
    await advance(5 * DAY); // 5 days before the reference: not yet.
    expect((await program()).configured && (await program())).toMatchObject({ promo: { active: false } });
    await advance(6 * DAY); // 1 day after it: the launch week.
    expect((await program()).configured && (await program())).toMatchObject({ promo: { active: true } });
  });

  it("lists a wallet's stakes as they are made, claimed and withdrawn, with what each can do now", async () => {
    const alice = chain.wallets[1]!;
    const me = alice.account.address;
    await send(alice, token, chain.tokenAbi, "mint", [me, tokens("50000")]);
    const empty = await get(`/api/staking/${me.toLowerCase()}`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(empty.body).toEqual({
      configured: true,
      address: me,
      balance: "50000",
      allowance: "0",
      stakes: [],
    });

    await send(alice, token, chain.tokenAbi, "approve", [contract, tokens("30000")]);
    // In the promo window: 12 months at 24 % of 10,000 is 2,400; 6 months at 14 % of 12,000 is 840.
    await send(alice, contract, staking.abi, "stake", [4, 0, tokens("10000")]);
    await send(alice, contract, staking.abi, "stake", [3, 1, tokens("12000")]);
    const made = (await get(`/api/staking/${me}`)).body;
    expect(made).toMatchObject({ balance: "28000", allowance: "8000" });
    expect(made.stakes).toEqual([
      expect.objectContaining({
        id: 0,
        planId: 4,
        months: 12,
        vesting: "FullVesting",
        amount: "10000",
        reward: "2400",
        rewardPaid: "0",
        claimable: "0",
        status: "locked",
        canWithdraw: true,
        forfeitsReward: true,
        canClaim: false,
      }),
      expect.objectContaining({
        id: 1,
        planId: 3,
        months: 6,
        vesting: "EarlyVesting",
        amount: "12000",
        reward: "840",
        status: "locked",
        canWithdraw: false,
        forfeitsReward: false,
      }),
    ]);
    const [full, early] = made.stakes;
    expect(Date.parse(full.endsAt) - Date.parse(full.startedAt)).toBe(12 * MONTH * 1000);
    expect(Date.parse(early.endsAt) - Date.parse(early.startedAt)).toBe(6 * MONTH * 1000);

    await advance(3 * MONTH);
    const half = (await get(`/api/staking/${me}`)).body.stakes[1];
    expect(half).toMatchObject({ canClaim: true, canWithdraw: false });
    expect(Number(half.claimable)).toBeCloseTo(420, 0);
    await send(alice, contract, staking.abi, "claimReward", [1]);
    await advance(3 * MONTH);
    const ended = (await get(`/api/staking/${me}`)).body.stakes;
    expect(ended[1]).toMatchObject({ status: "matured", canWithdraw: true, forfeitsReward: false });
    await send(alice, contract, staking.abi, "withdraw", [1]);
    await send(alice, contract, staking.abi, "withdraw", [0]); // early: the principal only
    const closed = (await get(`/api/staking/${me}`)).body;
    expect(
      closed.stakes.map((s: { status: string; canWithdraw: boolean; canClaim: boolean }) => [
        s.status,
        s.canWithdraw,
        s.canClaim,
      ]),
    ).toEqual([
      ["withdrawn", false, false],
      ["withdrawn", false, false],
    ]);
    expect(closed.stakes[1].rewardPaid).toBe("840");
    expect(closed.balance).toBe("50840");
  });

  it("answers through GET /api/staking, documented, for signed-in players only, and refuses a bad address", async () => {
    const document = (await api.request("GET", "/api/openapi.json")).body;
    const res = await get("/api/staking");
    expect([res.status, res.body.configured, res.headers.get("cache-control")]).toEqual([
      200,
      true,
      "no-store",
    ]);
    expectDocumented(document, "get", "/api/staking", res);
    const staker = await get(`/api/staking/${chain.wallets[1]!.account.address}`);
    expectDocumented(document, "get", "/api/staking/{address}", staker);
    expect((await get("/api/staking", null)).status).toBe(401);
    const bad = await get("/api/staking/0x1234");
    expect([bad.status, bad.body.error.code]).toEqual([400, "VALIDATION_ERROR"]);
    expectDocumented(document, "get", "/api/staking/{address}", bad);
  });

  it("is not configured without a contract, and says so when the chain does not answer or is another network", async () => {
    const bare = await startTestApi();
    try {
      const [someone] = (await createPlayers(bare, 1)) as [TestPlayer];
      for (const path of ["/api/staking", `/api/staking/${chain.wallets[1]!.account.address}`])
        expect((await bare.request("GET", path, { token: someone.token })).body).toEqual({
          configured: false,
        });
    } finally {
      await bare.close();
    }
    const document = (await api.request("GET", "/api/openapi.json")).body;
    for (const env of [
      { STAKING_CONTRACT_ADDRESS: contract, STAKING_RPC_URL: "http://127.0.0.1:9/" },
      // The node answers as Ethereum; the contract is said to be on Polygon.
      { STAKING_CONTRACT_ADDRESS: contract, STAKING_RPC_URL: chain.rpcUrl, STAKING_CHAIN_ID: "137" },
    ]) {
      const down = await startTestApi(env);
      try {
        const [someone] = (await createPlayers(down, 1)) as [TestPlayer];
        for (const path of ["/api/staking", `/api/staking/${chain.wallets[1]!.account.address}`]) {
          const failed = await down.request("GET", path, { token: someone.token });
          expect([failed.status, failed.body.error.message]).toEqual([
            503,
            "Failed to load staking data from contract. Please try again.",
          ]);
          expectDocumented(
            document,
            "get",
            path === "/api/staking" ? path : "/api/staking/{address}",
            failed,
          );
        }
      } finally {
        await down.close();
      }
    }
  });
});
