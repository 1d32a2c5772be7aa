// A real local EVM chain for the payment tests: anvil (its binary from the npm package
// @foundry-rs/anvil-linux-amd64) started with prool on a free port, a test ERC-20 compiled with solc
// from npm and deployed to it, and viem clients for the funded test accounts.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Instance } from "prool";
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type PublicClient,
  publicActions,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { freePort } from "../free-port.ts";
import { type CompiledContract, compileContract } from "./compile.ts";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** A chain id of our own, so a transaction on any real network can never be mistaken for it. */
export const TEST_CHAIN_ID = 31_337;

const compileTestToken = () => compileContract(join(here, "TestToken.sol"), "TestToken");

/**
 * `chainId`: our own test id by default; the browser tests run the chain as Ethereum (1), the network
 * the web app's wallet config knows. `port`: a free random one by default.
 */
export async function startTestChain(options: { chainId?: number; port?: number } = {}) {
  const binary = join(dirname(require.resolve("@foundry-rs/anvil-linux-amd64/package.json")), "bin", "anvil");
  const port = options.port ?? freePort();
  const chainId = options.chainId ?? TEST_CHAIN_ID;
  const instance = Instance.anvil({ binary, port, chainId, host: "127.0.0.1" });
  await instance.start();
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: chainId,
    name: "JadeVerse test chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ chain, transport, mode: "anvil" }).extend(publicActions);
  // Four fresh accounts, funded by anvil's cheat code (no well-known key leaves this file).
  const wallets = Array.from({ length: 4 }, () =>
    createWalletClient({ chain, transport, account: privateKeyToAccount(generatePrivateKey()) }).extend(
      publicActions,
    ),
  );
  for (const wallet of wallets)
    await testClient.setBalance({ address: wallet.account.address, value: 10n ** 22n });
  const token = compileTestToken();

  /** Deploys a test ERC-20 and returns its address. */
  async function deployToken(symbol: string, decimals: number): Promise<Address> {
    return deployContract(token, [`Test ${symbol}`, symbol, decimals]);
  }

  /**
   * A test ERC-20 at a fixed address (a real token's, e.g. USDC's on Ethereum when the chain plays
   * Ethereum): deployed, then its code set there (`decimals` is immutable, so it lives in the code;
   * balances start empty and anyone may mint).
   */
  async function installTokenAt(address: Address, symbol: string, decimals: number): Promise<void> {
    const deployed = await deployToken(symbol, decimals);
    const code = await publicClient.getCode({ address: deployed });
    if (!code) throw new Error("the token has no code");
    await testClient.setCode({ address, bytecode: code });
  }

  /** Deploys a compiled contract from the first account (its owner) and returns its address. */
  async function deployContract(contract: CompiledContract, args: readonly unknown[] = []): Promise<Address> {
    const deployer = wallets[0]!;
    const hash = await deployer.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args });
    const receipt = await deployer.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("the contract was not deployed");
    return receipt.contractAddress;
  }

  return {
    rpcUrl,
    chain,
    publicClient,
    testClient,
    wallets,
    tokenAbi: token.abi,
    deployToken,
    deployContract,
    installTokenAt,
    stop: () => instance.stop(),
  };
}

export type TestChain = Awaited<ReturnType<typeof startTestChain>>;

/**
 * Waits until the chain answers a sent transaction as mined both ways a verifier asks (the
 * transaction with its block, and its receipt). Right after a wallet's receipt, anvil on a busy
 * machine may still list the transaction as pending for a moment; a verifier then says "waiting",
 * which the watcher asks again, but a test that asks once must wait for the chain first.
 */
export async function untilMined(client: PublicClient, hash: Hash, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const tx = await client.getTransaction({ hash }).catch(() => null);
    const receipt =
      tx?.blockNumber != null ? await client.getTransactionReceipt({ hash }).catch(() => null) : null;
    if (receipt) return;
    if (Date.now() > deadline) throw new Error(`transaction ${hash} not mined after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
