import { FEEDBACK_DETECTED_MAX } from "./content.ts";

interface NavigatorWithUaData extends Navigator {
  userAgentData?: { platform?: string };
}

const BROWSER_PATTERNS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d]+)/, "Edge"],
  [/OPR\/([\d]+)/, "Opera"],
  [/SamsungBrowser\/([\d]+)/, "Samsung Internet"],
  [/Firefox\/([\d]+)/, "Firefox"],
  [/FxiOS\/([\d]+)/, "Firefox"],
  [/CriOS\/([\d]+)/, "Chrome"],
  [/Chrom(?:e|ium)\/([\d]+)/, "Chrome"],
  [/Version\/([\d]+).*Safari\//, "Safari"],
];

/** "Chrome 140" and the like, from the user agent; "Unknown" when nothing matches. */
export function detectBrowser(userAgent: string): string {
  for (const [pattern, name] of BROWSER_PATTERNS) {
    const version = userAgent.match(pattern)?.[1];
    if (version) return `${name} ${version}`;
  }
  return "Unknown";
}

/**
 * What a bug report tells the team about the sender's setup without asking (docs/product/economy.md §3
 * additionalFields `browser`, `platform`) and the page it was sent from, without query or fragment
 * (they can hold tokens).
 */
export function detectClient(): { browser: string; platform: string; pageUrl: string } {
  const nav = navigator as NavigatorWithUaData;
  const platform = nav.userAgentData?.platform || nav.platform || "Unknown";
  return {
    browser: detectBrowser(nav.userAgent).slice(0, FEEDBACK_DETECTED_MAX),
    platform: platform.slice(0, FEEDBACK_DETECTED_MAX),
    pageUrl: `${window.location.origin}${window.location.pathname}`,
  };
}
