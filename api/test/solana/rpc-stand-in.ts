// A Solana JSON-RPC node for the payment tests: it answers `getTransaction` (finalized, jsonParsed)
// from the transactions a test has "landed", and null for any other signature, as a node does for a
// transaction it does not have (yet). Requests it could not answer are kept for the test to see.
import type { ParsedTransaction } from "./parsed-transactions.ts";

export function startSolanaRpcStandIn() {
  const landed = new Map<string, ParsedTransaction>();
  const calls: { method: string; params: unknown[] }[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const body = (await request.json()) as { id: unknown; method: string; params: unknown[] };
      calls.push({ method: body.method, params: body.params });
      if (body.method !== "getTransaction")
        return Response.json({
          jsonrpc: "2.0",
          id: body.id,
          error: { code: -32601, message: "Method not found" },
        });
      const [signature, config] = body.params as [string, { encoding?: string; commitment?: string }];
      if (config?.encoding !== "jsonParsed")
        return Response.json({
          jsonrpc: "2.0",
          id: body.id,
          error: { code: -32602, message: "only jsonParsed here" },
        });
      return Response.json({ jsonrpc: "2.0", id: body.id, result: landed.get(signature) ?? null });
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    calls,
    /** The cluster now has (finalized) this transaction, under its first signature. */
    land(tx: ParsedTransaction): string {
      const signature = tx.transaction.signatures[0] as string;
      landed.set(signature, tx);
      return signature;
    },
    stop: () => server.stop(true),
  };
}
