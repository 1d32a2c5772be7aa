// axe on the whole page, returning (not asserting) its serious and critical violations, colour
// contrast included, so the sweep can collect them all into one report.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The WCAG rule sets e2e/lib/axe.ts checks every page against. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Offending elements named per violation; the kept screenshot shows the rest. */
const MAX_TARGETS = 5;

export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Only violations are read: axe skips collecting the passes and the undecided, a good part of its
  // time. Legacy mode runs axe.run in the page (same-origin frames included) instead of a partial run
  // per frame finished in a new blank page per call: only cross-origin frames go unchecked, and the
  // one the app embeds (the game stream on /play) is the streaming provider's page, not ours.
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(" "));
      const more = targets.length > MAX_TARGETS ? ` and ${targets.length - MAX_TARGETS} more` : "";
      return `axe ${v.impact} ${v.id}: ${v.help} — ${targets.slice(0, MAX_TARGETS).join(", ")}${more}`;
    });
}
