// Solidity sources compiled with solc from npm (no binary download): the test token here and our
// own contracts in api/contracts/, compiled exactly as they would be deployed.
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import solc from "solc";
import type { Abi, Hex } from "viem";

export interface CompiledContract {
  abi: Abi;
  bytecode: Hex;
}

const compiled = new Map<string, CompiledContract>();

/** Compiles contract `name` of the source file at `path` (cached per process). */
export function compileContract(path: string, name: string): CompiledContract {
  const key = `${path}:${name}`;
  const known = compiled.get(key);
  if (known) return known;
  const file = basename(path);
  const input = {
    language: "Solidity",
    sources: { [file]: { content: readFileSync(path, "utf8") } },
    settings: {
      evmVersion: "shanghai",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
  if (errors.length)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  const contract = output.contracts[file][name];
  const result = { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex };
  compiled.set(key, result);
  return result;
}
