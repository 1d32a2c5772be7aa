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
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight: the entry lists every lazy chunk's file for preloading, and
        // a hash is the one part of a name brotli cannot shrink (bench:bundle: landing 129.9 → 129.7 KB).
        // Rolldown refuses a length too short for the number of chunks it writes.
        chunkFileNames: "assets/[name]-[hash:7].js",
        codeSplitting: {
          // The landing's below-the-fold sections load at once after the first paint: the few small
          // modules they share with later pages (figures, rich texts, the community links and icons)
          // ride in the first load instead of four sub-kilobyte files (bench:bundle: 132.8 → see
          // bench/README.md).
          groups: [
            firstLoadChunk(
              /\/index\.html$/,
              "first-load",
              /web[\\/]src[\\/](lib[\\/](format|community)\.ts|i18n[\\/]rich-text\.tsx|ui[\\/]social-icon\.tsx)$|api[\\/]src[\\/]lib[\\/]number-text\.ts$/,
            ),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
