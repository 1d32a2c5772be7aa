/**
 * docs/architecture.md §7: wallet, TON and payment code is lazy, so no first screen pays for it. Finds that
 * code in a built chunk: through the build's chunk → modules map (`<dist>/.vite/chunk-modules.json`,
 * written by web/build/chunk-modules-plugin.ts) when the build wrote one, else by fingerprints of the
 * chunk's text (TON Connect only: the one wallet library the Mini App depends on directly).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** Wallet libraries (EVM, Solana, WalletConnect/Reown, TON Connect and TON SDKs). */
export const WALLET_PACKAGES =
  /node_modules\/(?:\.bun\/[^/]+\/node_modules\/)?(wagmi|@wagmi\/[^/]+|viem|ox|@solana\/[^/]+|@solana-mobile\/[^/]+|@solflare-wallet\/[^/]+|@wallet-standard\/[^/]+|@walletconnect\/[^/]+|@reown\/[^/]+|@coinbase\/[^/]+|@base-org\/[^/]+|@metamask\/[^/]+|@tonconnect\/[^/]+|@ton\/[^/]+|@ton-community\/[^/]+|@orbs-network\/ton-access|tonweb|tonweb-mnemonic)\//;

/** Our own modules behind the lazy wallet boundaries (web's wallet dialog, the Mini App's TON panel). */
export const WALLET_SOURCES =
  /(?:web\/src\/features\/wallet\/(?:wallet-dialog|wallet-runtime|evm-panel|evm-config|solana-panel|solana-adapters)|miniapp\/src\/ton\/(?:ton-wallet-panel|ton-connect-ui|ton-proof|wallets-list|ton-blue))\.tsx?$/;

/** The operator's console (web/src/console/, `/admin`) and the libraries only it loads: never a player's. */
export const CONSOLE_CODE =
  /(?:web\/src\/console\/|node_modules\/(?:\.bun\/[^/]+\/node_modules\/)?(?:uplot|qrcode)\/)/;

/** Text only TON Connect's built code carries (its `tonconnect` bridge key, manifest, bridge URLs). */
const WALLET_FINGERPRINTS: [name: string, pattern: RegExp][] = [["@tonconnect/*", /\btonconnect\b/]];

export interface WalletCheck {
  /** How chunks are mapped to code: the build's module map, or fingerprints when it wrote none. */
  method: "module map" | "content fingerprints";
  /** Wallet modules (or fingerprint names) in `file`, a path relative to the dist folder. */
  walletCodeIn(file: string): string[];
  /** The operator console's modules in `file` (by the module map only; none without one). */
  consoleCodeIn(file: string): string[];
}

export function walletCheck(distDir: string): WalletCheck {
  const mapPath = resolve(distDir, ".vite/chunk-modules.json");
  if (existsSync(mapPath)) {
    const chunkModules = JSON.parse(readFileSync(mapPath, "utf8")) as Record<string, string[]>;
    return {
      method: "module map",
      walletCodeIn: (file) =>
        (chunkModules[file] ?? []).filter((id) => WALLET_PACKAGES.test(id) || WALLET_SOURCES.test(id)),
      consoleCodeIn: (file) => (chunkModules[file] ?? []).filter((id) => CONSOLE_CODE.test(id)),
    };
  }
  return {
    method: "content fingerprints",
    walletCodeIn(file) {
      const path = resolve(distDir, file);
      if (!existsSync(path)) return [];
      const text = readFileSync(path, "utf8");
      return WALLET_FINGERPRINTS.filter(([, pattern]) => pattern.test(text)).map(
        ([name]) => `${name} (fingerprint in ${file})`,
      );
    },
    consoleCodeIn: () => [],
  };
}
