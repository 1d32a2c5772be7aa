// First: zod is configured before any of its code runs (lib/zod-jitless.ts).
import "./lib/zod-jitless.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { DEFAULT_LOCALE, startLocale } from "./i18n/locale.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// On the landing's paths #root already holds the prerendered first screen (prerender.tsx, rendered as
// a first-time visitor sees it): React hydrates it, keeping the nodes the browser has already painted,
// so the hero's text stays the page's largest paint instead of being replaced once the script has run.
// Everywhere else #root is empty and the app renders into it. The prerendered screen is English: a
// visitor starting in another language (docs/i18n.md) gets the app rendered over it instead, which
// replaces the English in one commit (hydrating it would find every text different). Either way as a
// transition: the work yields to the browser every few milliseconds instead of blocking input in long
// tasks (a hydration outside a transition runs at default priority, which React does not time-slice).
startTransition(() => {
  if (root.firstElementChild && startLocale(null) === DEFAULT_LOCALE) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
