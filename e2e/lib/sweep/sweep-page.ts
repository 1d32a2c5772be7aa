// Sweeps one persona's routes in its one page: each route is opened once, then looked at width after
// width by resizing the viewport (no reload): a kept screenshot, the layout checks, axe at the widths
// that run it, and whatever the browser reported meanwhile.
import type { Page } from "@playwright/test";
import { numberRuleViolations } from "../number-rule.ts";
import { seriousA11yViolations } from "./axe.ts";
import { layoutFindings, openModalNames } from "./layout.ts";
import { type PersonaRun, savePersonaRun, sweepShot } from "./report.ts";
import { ROUTE_DIALOGS, type SweepRoute } from "./routes.ts";
import type { BrowserWatch } from "./watch.ts";

export interface Viewport {
  width: number;
  height: number;
}

export interface SweepPlan {
  persona: string;
  routes: SweepRoute[];
  viewports: readonly Viewport[];
  /** Widths axe runs at (it is the slowest check); every other check runs at every width. */
  axeWidths: readonly number[];
  /** Opens a route in the page, as this persona reaches it. */
  open: (page: Page, route: SweepRoute) => Promise<void>;
}

/** Lets the page settle: its requests answered (bounded: some pages poll), fonts in, two frames drawn. */
async function settle(page: Page, watch: BrowserWatch, capMs: number) {
  await watch.quiet(150, capMs);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Seconds spent per kind of work, printed with the sweep's time so a slow part shows. */
function phaseClock() {
  const phases: Record<string, number> = {};
  const time = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    try {
      return await work();
    } finally {
      phases[phase] = (phases[phase] ?? 0) + (Date.now() - start) / 1000;
    }
  };
  return { phases, time };
}

/**
 * Sweeps the plan's routes into `run`, saving it after every route: a persona that runs out of time
 * still leaves what it found (and how far it got) for the report.
 */
export async function sweepPersona(page: Page, watch: BrowserWatch, plan: SweepPlan, run: PersonaRun) {
  const started = Date.now() - run.seconds * 1000;
  const seen = new Set<string>();
  const { phases, time } = phaseClock();
  const first = plan.viewports[0];
  if (!first) throw new Error("sweep: no viewport to check at");
  const record = (route: string, width: number, what: string) =>
    run.violations.push({ persona: run.persona, route, width, what });
  const save = () => savePersonaRun({ ...run, phases, seconds: (Date.now() - started) / 1000 });

  for (const route of plan.routes) {
    await page.setViewportSize(first);
    watch.at(`${route.id} @ ${first.width}`);
    await time("open", async () => {
      await plan.open(page, route);
      await settle(page, watch, 8_000);
    });
    const landed = new URL(page.url());
    const where = `${landed.pathname}${landed.search}`;
    if (seen.has(where)) {
      run.redirects.push(`${route.pattern} → ${where}`);
      for (const r of watch.take()) record(route.id, first.width, r.what);
      continue;
    }
    seen.add(where);
    // Figures read the same at every width: the number rule once per route (e2e/lib/number-rule.ts).
    for (const what of await time("numbers", () => numberRuleViolations(page)))
      record(route.id, first.width, what);
    for (const viewport of plan.viewports) {
      if (viewport !== first) {
        watch.at(`${route.id} @ ${viewport.width}`);
        await time("resize", async () => {
          await page.setViewportSize(viewport);
          await settle(page, watch, 1_500);
        });
      }
      const path = sweepShot(run.persona, route.id, viewport.width);
      await time("screenshot", () => page.screenshot({ path, quality: 80, animations: "disabled" }));
      for (const finding of await time("layout", () => layoutFindings(page))) {
        record(route.id, viewport.width, finding.what);
      }
      // axe reads only a modal: one the route does not open by design would hide the page it sweeps.
      for (const name of await openModalNames(page)) {
        if (!ROUTE_DIALOGS[route.id]?.includes(name)) {
          record(route.id, viewport.width, `a modal dialog "${name}" covers the page`);
        }
      }
      if (plan.axeWidths.includes(viewport.width)) {
        for (const finding of await time("axe", () => seriousA11yViolations(page))) {
          record(route.id, viewport.width, finding);
        }
      }
      for (const r of watch.take()) record(route.id, viewport.width, r.what);
      run.pagesChecked += 1;
    }
    run.routesDone.push(route.id);
    save();
  }
  for (const r of watch.take()) record("after the last route", first.width, r.what);
  run.complete = true;
  save();
}
