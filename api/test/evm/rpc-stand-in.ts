// An EVM node's JSON-RPC endpoint as a tiny local server: each method the test names answers what the
// test says (a transaction, a receipt, the head), in the node's wire format, so the payment code talks
// to it through viem exactly as it talks to a real node. For what anvil cannot be made to answer: a
// pre-EIP-155 transaction, a mined transaction whose receipt is not served yet, a node failing.
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  erc20Abi,
  type Hash,
  type Hex,
  numberToHex,
  padHex,
} from "viem";

/** A JSON-RPC error answer (`{ code, message }`), as a node sends for a request it cannot serve. */
export class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type RpcHandler = (params: unknown[]) => unknown;

export interface EvmRpcStandIn {
  url: string;
  /** The methods asked, in order. */
  calls: string[];
  /** What each method answers (replaceable between requests); a method not here is "not found". */
  methods: Record<string, RpcHandler>;
  /** When set, every request gets this HTTP status and no JSON-RPC answer (a node down behind its proxy). */
  httpStatus: number | null;
  stop(): void;
}

export function startEvmRpcStandIn(methods: Record<string, RpcHandler> = {}): EvmRpcStandIn {
  const standIn: EvmRpcStandIn = {
    url: "",
    calls: [],
    methods,
    httpStatus: null,
    stop: () => server.stop(true),
  };
  const answer = async (request: { id: unknown; method: string; params?: unknown[] }) => {
    standIn.calls.push(request.method);
    const handler = standIn.methods[request.method];
    if (!handler)
      return {
        jsonrpc: "2.0",
        id: request.id,
        error: { code: -32601, message: "the method does not exist" },
      };
    try {
      return { jsonrpc: "2.0", id: request.id, result: (await handler(request.params ?? [])) ?? null };
    } catch (error) {
      if (!(error instanceof RpcFailure)) throw error;
      return { jsonrpc: "2.0", id: request.id, error: { code: error.code, message: error.message } };
    }
  };
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (request) => {
      if (standIn.httpStatus !== null) {
        standIn.calls.push("(refused)");
        return new Response("unavailable", { status: standIn.httpStatus });
      }
      const body = await request.json();
      return Response.json(Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body));
    },
  });
  standIn.url = `http://127.0.0.1:${server.port}`;
  return standIn;
}

const hex32 = (byte: string) => `0x${byte.repeat(32)}` as Hash;
const BLOCK_HASH = hex32("bb");

/** A legacy (type 0) transaction as `eth_getTransactionByHash` returns it; `chainId` omitted: pre-EIP-155. */
export function rpcTransaction(tx: {
  hash: Hash;
  from: Address;
  to: Address;
  value?: bigint;
  blockNumber: bigint | null;
  chainId?: number;
}) {
  return {
    hash: tx.hash,
    type: "0x0",
    nonce: "0x1",
    from: tx.from,
    to: tx.to,
    value: numberToHex(tx.value ?? 0n),
    gas: "0x5208",
    gasPrice: "0x3b9aca00",
    input: "0x",
    blockHash: tx.blockNumber === null ? null : BLOCK_HASH,
    blockNumber: tx.blockNumber === null ? null : numberToHex(tx.blockNumber),
    transactionIndex: tx.blockNumber === null ? null : "0x0",
    ...(tx.chainId === undefined ? { v: "0x1b" } : { chainId: numberToHex(tx.chainId), v: "0xf4f5" }),
    r: hex32("11"),
    s: hex32("22"),
  };
}

export interface RpcLog {
  address: Address;
  topics: Hex[];
  data: Hex;
}

/** An ERC-20 `Transfer` event emitted by `token`. */
export function transferLog(token: Address, from: Address, to: Address, value: bigint): RpcLog {
  return {
    address: token,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: "Transfer", args: { from, to } }) as Hex[],
    data: encodeAbiParameters([{ type: "uint256" }], [value]),
  };
}

/** An ERC-20 `Approval` event emitted by `token`. */
export function approvalLog(token: Address, owner: Address, spender: Address, value: bigint): RpcLog {
  return {
    address: token,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: "Approval", args: { owner, spender } }) as Hex[],
    data: encodeAbiParameters([{ type: "uint256" }], [value]),
  };
}

/** A receipt as `eth_getTransactionReceipt` returns it. */
export function rpcReceipt(receipt: {
  hash: Hash;
  from: Address;
  to: Address;
  blockNumber: bigint;
  success?: boolean;
  logs?: RpcLog[];
}) {
  const blockNumber = numberToHex(receipt.blockNumber);
  return {
    transactionHash: receipt.hash,
    transactionIndex: "0x0",
    blockHash: BLOCK_HASH,
    blockNumber,
    from: receipt.from,
    to: receipt.to,
    cumulativeGasUsed: "0x5208",
    gasUsed: "0x5208",
    effectiveGasPrice: "0x3b9aca00",
    contractAddress: null,
    logsBloom: padHex("0x", { size: 256 }),
    status: receipt.success === false ? "0x0" : "0x1",
    type: "0x0",
    logs: (receipt.logs ?? []).map((log, index) => ({
      ...log,
      blockHash: BLOCK_HASH,
      blockNumber,
      transactionHash: receipt.hash,
      transactionIndex: "0x0",
      logIndex: numberToHex(index),
      removed: false,
    })),
  };
}
