import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./build/chunk-modules-plugin.ts";
import { precompressPlugin } from "./build/precompress-plugin.ts";

/**
 * The public web app, served at `/` by the API process (`web/dist`). The manifest and the
 * chunk → modules map feed `bun run bench:bundle` (landing first-load budget, ARCHITECTURE §7).
 * Every text file is precompressed (`.br`, `.gz` beside it) for the server to send.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), chunkModulesPlugin(), precompressPlugin()],
  build: { outDir: "dist", emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
