import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The Telegram Mini App, served at `/tg-app/` by the API process (`miniapp/dist`). */
export default defineConfig({
  base: "/tg-app/",
  plugins: [react(), tailwindcss()],
  build: { outDir: "dist", emptyOutDir: true },
  server: {
    port: 5174,
    proxy: { "/api": "http://localhost:3000" },
  },
});
