// Test support: a real TON wallet (v4r2 / v5r1 state init, Ed25519 key) signing `ton_proof` exactly as a
// TON Connect wallet does, so the server's check is exercised end to end without a chain.
import { generateKeyPairSync, sign } from "node:crypto";
import { beginCell, storeStateInit } from "@ton/core";
import { WalletContractV4, WalletContractV5R1 } from "@ton/ton";
import { type TonProofRequest, tonProofSignedBytes } from "./proof.ts";

export interface TestTonWallet {
  address: string;
  publicKeyHex: string;
  stateInitBase64: string;
  /** Signs a proof for `payload` on `domain` at `timestamp` (seconds; default now). */
  prove(payload: string, domain: string, timestamp?: number): TonProofRequest;
}

export function createTestTonWallet(version: "v4r2" | "v5r1" = "v4r2"): TestTonWallet {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(-32);
  const wallet =
    version === "v4r2"
      ? WalletContractV4.create({ workchain: 0, publicKey: raw })
      : WalletContractV5R1.create({ workchain: 0, publicKey: raw });
  const stateInitBase64 = beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString("base64");
  const address = wallet.address.toRawString();
  return {
    address,
    publicKeyHex: raw.toString("hex"),
    stateInitBase64,
    prove(payload, domain, timestamp = Math.floor(Date.now() / 1000)) {
      const proof = {
        timestamp,
        domain: { lengthBytes: Buffer.byteLength(domain), value: domain },
        payload,
        signature: "",
        state_init: stateInitBase64,
      };
      const signature = sign(null, tonProofSignedBytes(wallet.address, proof), privateKey).toString("base64");
      return { address, network: "-239", public_key: raw.toString("hex"), proof: { ...proof, signature } };
    },
  };
}
