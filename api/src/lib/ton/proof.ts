import { createHash, createPublicKey, verify } from "node:crypto";
import { Address, Cell, contractAddress, loadStateInit } from "@ton/core";
import { z } from "zod";
import { publicKeyFromStateInit } from "./wallet-key.ts";

/** What TON Connect's `ton_proof` item returns, with the account it belongs to (the wallet's answer). */
export const tonProofRequestSchema = z.object({
  /** Raw form `0:<64 hex>` (what TON Connect reports), or a user-friendly form. */
  address: z.string().min(48).max(100),
  /** `-239` mainnet, `-3` testnet. */
  network: z.enum(["-239", "-3"]),
  public_key: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  proof: z.object({
    timestamp: z.number().int().positive(),
    domain: z.object({ lengthBytes: z.number().int().min(1).max(253), value: z.string().min(1).max(253) }),
    payload: z.string().min(1).max(128),
    signature: z.string().min(1).max(200),
    state_init: z.string().min(1).max(4096),
  }),
});
export type TonProofRequest = z.infer<typeof tonProofRequestSchema>;

export type TonProofFailure =
  | "BAD_ADDRESS"
  | "WRONG_DOMAIN"
  | "EXPIRED"
  | "BAD_STATE_INIT"
  | "UNKNOWN_WALLET"
  | "BAD_SIGNATURE";

export type TonProofCheck = { ok: true; address: Address } | { ok: false; reason: TonProofFailure };

export interface TonProofPolicy {
  /** Domains (host[:port]) a proof may name: ours. */
  allowedDomains: readonly string[];
  /** How old a proof's timestamp may be, seconds. */
  maxAgeSeconds: number;
  now?: number;
}

const TON_PROOF_PREFIX = Buffer.from("ton-proof-item-v2/");
const TON_CONNECT_PREFIX = Buffer.from("ton-connect");
/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 raw key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

/**
 * The bytes the wallet signs (TON Connect `ton_proof`): sha256(0xffff ‖ "ton-connect" ‖
 * sha256("ton-proof-item-v2/" ‖ workchain (int32 BE) ‖ address hash ‖ domain length (uint32 LE) ‖
 * domain ‖ timestamp (uint64 LE) ‖ payload)).
 */
export function tonProofSignedBytes(address: Address, proof: TonProofRequest["proof"]): Buffer {
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(proof.domain.lengthBytes);
  const timestamp = Buffer.alloc(8);
  timestamp.writeBigUInt64LE(BigInt(proof.timestamp));
  const message = Buffer.concat([
    TON_PROOF_PREFIX,
    workchain,
    address.hash,
    domainLength,
    Buffer.from(proof.domain.value),
    timestamp,
    Buffer.from(proof.payload),
  ]);
  return sha256(Buffer.concat([Buffer.from([0xff, 0xff]), TON_CONNECT_PREFIX, sha256(message)]));
}

function ed25519Verify(publicKey: Buffer, data: Buffer, signature: Buffer): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, publicKey]),
    format: "der",
    type: "spki",
  });
  return verify(null, data, key, signature);
}

/**
 * Checks a `ton_proof` without touching the network: the domain is ours, the timestamp fresh, the
 * state init is a standard wallet whose address is the claimed one, and the signature verifies with
 * the public key stored in that state init. Whether the payload is one we issued (and unused) is the
 * caller's check (payloads.ts).
 */
export function checkTonProof(request: TonProofRequest, policy: TonProofPolicy): TonProofCheck {
  const { proof } = request;
  let address: Address;
  try {
    address = Address.parse(request.address);
  } catch {
    return { ok: false, reason: "BAD_ADDRESS" };
  }
  const domainBytes = Buffer.byteLength(proof.domain.value);
  if (domainBytes !== proof.domain.lengthBytes || !policy.allowedDomains.includes(proof.domain.value)) {
    return { ok: false, reason: "WRONG_DOMAIN" };
  }
  const nowSeconds = Math.floor((policy.now ?? Date.now()) / 1000);
  const age = nowSeconds - proof.timestamp;
  if (age > policy.maxAgeSeconds || age < -60) return { ok: false, reason: "EXPIRED" };

  let publicKey: Buffer | null;
  try {
    const init = loadStateInit(Cell.fromBase64(proof.state_init).beginParse());
    if (!contractAddress(address.workChain, init).equals(address))
      return { ok: false, reason: "BAD_STATE_INIT" };
    publicKey = publicKeyFromStateInit(init);
  } catch {
    return { ok: false, reason: "BAD_STATE_INIT" };
  }
  if (!publicKey) return { ok: false, reason: "UNKNOWN_WALLET" };
  if (request.public_key && request.public_key.toLowerCase() !== publicKey.toString("hex")) {
    return { ok: false, reason: "BAD_SIGNATURE" };
  }
  const signature = Buffer.from(proof.signature, "base64");
  return ed25519Verify(publicKey, tonProofSignedBytes(address, proof), signature)
    ? { ok: true, address }
    : { ok: false, reason: "BAD_SIGNATURE" };
}
