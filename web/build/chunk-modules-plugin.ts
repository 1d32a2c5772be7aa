import type { Plugin } from "vite";

/** Where the map is written, relative to the build's outDir. */
export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

/**
 * Writes `{ [chunkFile]: moduleIds[] }` next to Vite's manifest, so `bench/landing-bundle.ts` can
 * prove which libraries ship in the landing's first load (e.g. that no wallet code does).
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: "jadeverse-chunk-modules",
    apply: "build",
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === "chunk") map[fileName] = [...output.moduleIds];
      }
      this.emitFile({ type: "asset", fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(map)}\n` });
    },
  };
}
