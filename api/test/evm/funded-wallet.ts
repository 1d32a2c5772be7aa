// A fresh key funded on a local chain, signing and sending with viem: the secret half of a browser
// wallet stand-in (e2e/lib/evm-wallet.ts), kept in the test process.
import { createWalletClient, defineChain, type Hex, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

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
  };
}
