// First: zod is configured before any of its code runs (web/src/lib/zod-jitless.ts).
import "@jadeverse/web/boot";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App, startMiniApp } from "./app.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");

// `vite dev` outside Telegram: imitate its client first (dead code in the build).
if (import.meta.env.DEV && !window.location.hash.includes("tgWebAppData")) {
  const { mockTelegramForDevelopment } = await import("./telegram/mock-env.ts");
  mockTelegramForDevelopment();
}
const started = startMiniApp();

// As a transition, the first render yields to the browser every few milliseconds instead of blocking
// input (and Telegram's client talking to the app) in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App started={started} />
    </StrictMode>,
  );
});
