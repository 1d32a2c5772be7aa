// A Solana JSON-RPC node for the payment tests. It answers `getTransaction` (finalized, jsonParsed)
// with the transactions a test has landed directly (node-shaped records, parsed-transactions.ts) or
// that were sent to it: `sendTransaction` runs real wire transactions on a small bank (local-bank.ts),
// with `getLatestBlockhash`, `requestAirdrop` and `getBalance` for wallets. CORS is open, as public
// RPC endpoints are, so a browser can call it. Calls are kept for the test to see.
import { BankError, createLocalBank } from "./local-bank.ts";
import type { ParsedTransaction } from "./parsed-transactions.ts";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type, solana-client",
};

export function startSolanaRpcStandIn(options: { port?: number } = {}) {
  const landed = new Map<string, unknown>();
  const bank = createLocalBank();
  const calls: { method: string; params: unknown[] }[] = [];

  async function answer(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case "getTransaction": {
        const [signature, config] = params as [string, { encoding?: string }];
        if (config?.encoding !== "jsonParsed")
          throw Object.assign(new Error("only jsonParsed here"), { code: -32602 });
        return landed.get(signature) ?? bank.transaction(signature);
      }
      case "getSlot":
        return Number(bank.slot());
      case "getLatestBlockhash":
        return {
          context: { slot: Number(bank.slot()) },
          value: { blockhash: bank.blockhash(), lastValidBlockHeight: Number(bank.slot()) + 150 },
        };
      case "sendTransaction": {
        const [wire, config] = params as [string, { encoding?: string }];
        if (config?.encoding !== "base64") throw Object.assign(new Error("send base64"), { code: -32602 });
        return await bank.send(wire);
      }
      case "requestAirdrop": {
        const [address, lamports] = params as [string, number];
        return bank.airdrop(address, BigInt(lamports));
      }
      case "getBalance": {
        const [address] = params as [string];
        return { context: { slot: Number(bank.slot()) }, value: Number(bank.getBalance(address)) };
      }
      // The stand-in's own controls (no node has them): a mint authority's "mint to", a token balance.
      case "standin_mintTo": {
        const [owner, mint, amount, decimals] = params as [string, string, string, number];
        await bank.mintTo(owner, mint, BigInt(amount), decimals);
        return null;
      }
      case "standin_tokenBalance": {
        const [owner, mint] = params as [string, string];
        return (await bank.tokenBalance(owner, mint)).toString();
      }
      default:
        throw Object.assign(new Error("Method not found"), { code: -32601 });
    }
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
      const body = (await request.json()) as { id: unknown; method: string; params?: unknown[] };
      const params = body.params ?? [];
      calls.push({ method: body.method, params });
      try {
        return Response.json(
          { jsonrpc: "2.0", id: body.id, result: await answer(body.method, params) },
          { headers: CORS },
        );
      } catch (error) {
        const code = (error as { code?: number }).code ?? (error instanceof BankError ? -32002 : -32603);
        return Response.json(
          { jsonrpc: "2.0", id: body.id, error: { code, message: (error as Error).message } },
          { headers: CORS },
        );
      }
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    calls,
    bank,
    /** The cluster now has (finalized) this transaction, under its first signature. */
    land(tx: ParsedTransaction): string {
      const signature = tx.transaction.signatures[0] as string;
      landed.set(signature, tx);
      return signature;
    },
    stop: () => server.stop(true),
  };
}
