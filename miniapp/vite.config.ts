import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { MINI_APP_PATH } from "../db/src/deep-links.ts";
import { chunkModulesPlugin } from "../web/build/chunk-modules-plugin.ts";
import { screenChunk } from "../web/build/first-load-chunk.ts";
import { messagesPlugin } from "../web/build/messages-plugin.ts";
import { precompressPlugin } from "../web/build/precompress-plugin.ts";

/**
 * The Telegram Mini App, served at `/tg-app/` by the API process (`miniapp/dist`), its text files
 * precompressed like the web app's; its chunk-to-module map
 * (`.vite/chunk-modules.json`) lets bench:bundle prove no wallet code is on the first screen.
 */
export default defineConfig({
  base: MINI_APP_PATH,
  plugins: [messagesPlugin(), react(), tailwindcss(), chunkModulesPlugin(), precompressPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The router, TanStack Query, jotai and Hono's client are on every first screen: one chunk
    // compresses better than the handful Rolldown otherwise splits them into (bench:bundle: 177.9 →
    // 174.2 KB).
    // zod too (the first screen parses the API's answers with the API's schemas): one chunk, not a
    // file per zod module a lazy page happens to use first.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: "framework", test: /node_modules[\\/].*(react-router|@tanstack|hono|jotai)[\\/]/ },
            { name: "zod", test: /node_modules[\\/].*zod[\\/]/ },
            // The app's state atoms and ui primitives, which every first screen needs:
            // one chunk instead of a dozen sub-kilobyte files, each paying its own response overhead.
            // With them the web package's first-screen entries (./shell, ./routes, ./ui, ./platform),
            // which lazy screens import too: each would otherwise be a file of its own, taking along
            // what only it re-exports (the route table, the dialog host).
            {
              name: "app-core",
              // The Mini App shell's own catalogue too (its English): the page outside Telegram needs it
              // and so does every first screen inside. Of web/src/ui's catalogue only English: every
              // other language stays a chunk of its own, fetched only by a player who speaks it.
              test: /web[\\/]src[\\/]((state|ui)[\\/](?!messages[\\/](?!en\.json$))|surface[\\/](shell|routes|ui|platform)\.ts$)|miniapp[\\/]src[\\/]shell[\\/]messages(\.ts|[\\/]en\.json)$/,
            },
            // Vite's dynamic-import helper, which the entry needs too: its own file, never captured by a
            // lazy screen's group below (a group takes its modules' dependencies along).
            { name: "preload-helper", test: /vite[\\/]preload-helper/ },
            // The provably fair verifier (the wheel's verify page): reached through the contracts entry
            // that the first screen imports for its schemas, but never run there.
            {
              name: "fairness-verifier",
              test: /api[\\/]src[\\/]lib[\\/]fairness[\\/](sha256|float-stream|verify|section-table|weighted-pick)\.ts$/,
            },
            // The first screen in Telegram: the dashboard and the signed-in player's extras (tutorial,
            // avatar picker, queue badge), with what they share with other pages, in one file.
            screenChunk(
              /web[\\/]src[\\/]features[\\/]dashboard[\\/]dashboard-page\.tsx$|miniapp[\\/]src[\\/]shell[\\/]player-extras\.tsx$/,
              "first-screen",
            ),
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { "/api": "http://localhost:3000" },
  },
});
