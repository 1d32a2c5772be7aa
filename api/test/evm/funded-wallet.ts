// A fresh key funded on a local chain, signing and sending with viem: the secret half of a browser
// wallet stand-in (e2e/lib/evm-wallet.ts), kept in the test process. Also mints and reads the test
// ERC-20 (TestToken.sol) for the specs that pay in tokens.
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseAbi,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

const TEST_TOKEN_ABI = parseAbi([
  "function mint(address to, uint256 value)",
  "function balanceOf(address owner) view returns (uint256)",
]);

export async function fundedWallet(rpcUrl: string, chainId: number) {
  const account = privateKeyToAccount(generatePrivateKey());
  const chain = defineChain({
    id: chainId,
    name: "test chain",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) });
  await wallet.request({
    method: "anvil_setBalance" as never,
    params: [account.address, "0x3635C9ADC5DEA00000"] as never, // 1,000 ETH
  });
  return {
    address: account.address,
    /** `personal_sign` of raw bytes (hex). */
    signMessage: (raw: Hex) => account.signMessage({ message: { raw } }),
    sendTransaction: (tx: { to: Hex; value?: Hex; data?: Hex }) =>
      wallet.sendTransaction({
        to: tx.to,
        value: tx.value ? BigInt(tx.value) : 0n,
        ...(tx.data ? { data: tx.data } : {}),
      }),
    /** Mints the test token at `token` to `to` and waits for it to be mined. */
    async mintTestToken(token: Address, to: Address, amount: bigint) {
      const hash = await wallet.writeContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: "mint",
        args: [to, amount],
      });
      const receipt = await createPublicClient({ chain, transport: http(rpcUrl) }).waitForTransactionReceipt({
        hash,
      });
      if (receipt.status !== "success") throw new Error("minting the test token failed");
    },
  };
}

/** A holder's balance of the test token at `token`, in its smallest unit. */
export function testTokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: TEST_TOKEN_ABI,
    functionName: "balanceOf",
    args: [owner],
  });
}
