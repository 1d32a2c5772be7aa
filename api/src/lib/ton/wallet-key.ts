import type { Slice, StateInit } from "@ton/core";
import { WalletContractV3R1, WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from "@ton/ton";

/** Reads the public key out of a wallet's persistent data, by layout. */
type DataLayout = (data: Slice) => Buffer;

const seqnoSubwalletKey: DataLayout = (cs) => {
  cs.loadUint(32); // seqno
  cs.loadUint(32); // subwallet id
  return cs.loadBuffer(32);
};
const v5Key: DataLayout = (cs) => {
  cs.loadBit(); // is_signature_allowed
  cs.loadUint(32); // seqno
  cs.loadUint(32); // wallet id
  return cs.loadBuffer(32);
};

const DUMMY = Buffer.alloc(32);
/** The standard wallets TON Connect wallets deploy, recognised by their code cell. */
const KNOWN_WALLETS = [
  {
    name: "v3r1",
    code: WalletContractV3R1.create({ workchain: 0, publicKey: DUMMY }).init.code,
    key: seqnoSubwalletKey,
  },
  {
    name: "v3r2",
    code: WalletContractV3R2.create({ workchain: 0, publicKey: DUMMY }).init.code,
    key: seqnoSubwalletKey,
  },
  {
    name: "v4r2",
    code: WalletContractV4.create({ workchain: 0, publicKey: DUMMY }).init.code,
    key: seqnoSubwalletKey,
  },
  { name: "v5r1", code: WalletContractV5R1.create({ workchain: 0, publicKey: DUMMY }).init.code, key: v5Key },
] as const;

/**
 * The wallet's Ed25519 public key from its state init, when the code is a standard wallet's; null
 * otherwise (we have no chain access to ask an unknown contract's `get_public_key`, so such a wallet
 * is refused rather than trusted).
 */
export function publicKeyFromStateInit(init: StateInit): Buffer | null {
  if (!init.code || !init.data) return null;
  for (const wallet of KNOWN_WALLETS) {
    if (!wallet.code.equals(init.code)) continue;
    try {
      return wallet.key(init.data.beginParse());
    } catch {
      return null;
    }
  }
  return null;
}
