import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkModulesPlugin } from "./build/chunk-modules-plugin.ts";
import { firstLoadChunk } from "./build/first-load-chunk.ts";
import { messagesPlugin } from "./build/messages-plugin.ts";
import { precompressPlugin } from "./build/precompress-plugin.ts";
import { prerenderPlugin } from "./build/prerender-plugin.ts";

/**
 * The public web app, served at `/` by the API process (`web/dist`). The manifest and the
 * chunk → modules map feed `bun run bench:bundle` (landing first-load budget, docs/architecture.md §7).
 * The landing's routes are prerendered to HTML (src/prerender.tsx) and every text file is
 * precompressed (`.br`, `.gz` beside it) for the server to send.
 */
export default defineConfig({
  // Order matters after the bundle: pages are prerendered first, then everything is precompressed.
  plugins: [
    messagesPlugin(),
    react(),
    tailwindcss(),
    chunkModulesPlugin(),
    prerenderPlugin(),
    precompressPlugin(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [firstLoadChunk(/\/index\.html$/)] } } },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
