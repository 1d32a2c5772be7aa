import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");

// On the landing's paths #root already holds the prerendered first screen (prerender.tsx): the first
// render replaces it with the live app, identical for a first-time visitor. As a transition, that
// render yields to the browser every few milliseconds instead of blocking input in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
