// Sweeps one persona's routes in its one page: each route is opened once, then looked at width after
// width by resizing the viewport (no reload): a kept screenshot, the layout and text checks, axe at
// the widths that run it, and whatever the browser reported meanwhile. Then the states a page reaches
// only through play (a game's table, a crash round), each at the first width.
import type { Page } from "@playwright/test";
import { numberRuleViolations } from "../number-rule.ts";
import { seriousA11yViolations } from "./axe.ts";
import { layoutFindings, openModalNames } from "./layout.ts";
import { type PersonaRun, savePersonaRun, sweepShot } from "./report.ts";
import { ROUTE_DIALOGS, type SweepRoute } from "./routes.ts";
import { textFindings } from "./text.ts";
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
  /** States reached by playing, swept after the routes (none for a persona who does not play). */
  states?: readonly SweepState[];
  /** Where the states are checked (axe at the first); the first viewport when not given. */
  stateViewports?: readonly Viewport[];
  /**
   * The rules of English text (default on): the number rule and no lone word wrapped onto a line.
   * Off for a language that groups digits and breaks lines its own way.
   */
  englishRules?: boolean;
  /** The routes' own dialogs by name, in the persona's language (ROUTE_DIALOGS, English, when not given). */
  routeDialogs?: Readonly<Record<string, readonly string[]>>;
}

/** Whether the page still shows the state its checks began in. */
export type Holds = () => Promise<boolean>;

/** A state of a page that no route shows by itself: reached in the page by what a player does. */
export interface SweepState {
  /** Stable id, for reports and screenshot names (e.g. `games-crash-running`). */
  id: string;
  /** The path opened first; without one the state follows on from the page the previous state left. */
  path?: string;
  /**
   * Brings the page into the state, waiting on what it shows. A passing state (a crash round's phase)
   * answers how to tell it still holds: a check it did not hold through runs again on its next
   * occurrence (`reach` is called again); a lasting state answers undefined.
   */
  reach: (page: Page) => Promise<Holds | undefined>;
}

/** Occurrences of a passing state tried before its remaining checks are reported as not done. */
const STATE_TRIES = 8;

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
    const here = () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    // Figures read the same at every width: the number rule once per route (e2e/lib/number-rule.ts).
    const english = plan.englishRules ?? true;
    if (english) {
      for (const what of await time("numbers", () => numberRuleViolations(page)))
        record(route.id, first.width, what);
    }
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
      const look = async () => {
        const seen: string[] = [];
        for (const finding of await time("layout", () => layoutFindings(page))) seen.push(finding.what);
        if (english)
          for (const finding of await time("text", () => textFindings(page))) seen.push(finding.what);
        // axe reads only a modal: one the route does not open by design would hide the page it sweeps.
        for (const name of await openModalNames(page)) {
          if (!(plan.routeDialogs ?? ROUTE_DIALOGS)[route.id]?.includes(name))
            seen.push(`a modal dialog "${name}" covers the page`);
        }
        if (plan.axeWidths.includes(viewport.width)) {
          seen.push(...(await time("axe", () => seriousA11yViolations(page))));
        }
        return seen;
      };
      let found = await look();
      // A finding counts only if a second look, once the page has settled again, sees it too: on a
      // loaded machine a check can land mid-transition (a toast leaving, a late answer re-laying the
      // page out); a real defect is still there. What the browser reported is never looked at twice.
      if (found.length > 0) {
        await time("second look", async () => {
          await settle(page, watch, 3_000);
          const again = new Set(await look());
          found = found.filter((what) => again.has(what));
        });
      }
      for (const r of watch.take()) record(route.id, viewport.width, r.what);
      // A redirect that landed only during the checks (a guard answering late on a busy machine): what
      // they saw was the page in passing, the route is a redirect like the others.
      if (here() !== where) {
        run.redirects.push(`${route.pattern} → ${here()} (during the checks)`);
        break;
      }
      for (const what of found) record(route.id, viewport.width, what);
      run.pagesChecked += 1;
    }
    run.routesDone.push(route.id);
    save();
  }
  for (const r of watch.take()) record("after the last route", first.width, r.what);
  save();

  for (const state of plan.states ?? []) {
    await sweepState(page, watch, plan, state, { record, time, persona: run.persona });
    run.pagesChecked += 1;
    run.routesDone.push(state.id);
    save();
  }
  run.complete = true;
  save();
}

interface StateContext {
  persona: string;
  record: (route: string, width: number, what: string) => void;
  time: ReturnType<typeof phaseClock>["time"];
}

/** Two frames drawn: the layout after a resize. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * One state: opened (if it has a path), reached, then at each of the plan's state viewports the checks
 * a route gets (axe and the modal check once, at the first). A passing state's checks are kept only
 * when it held through them; the rest run on its next occurrence.
 */
async function sweepState(
  page: Page,
  watch: BrowserWatch,
  plan: SweepPlan,
  state: SweepState,
  { persona, record, time }: StateContext,
) {
  const [first, ...more] = plan.stateViewports ?? plan.viewports.slice(0, 1);
  if (!first) throw new Error("sweep: no viewport to check states at");
  /** A check at one viewport: sizes the page to it first (a no-op when it already is). */
  const at = (viewport: Viewport, phase: string, run: () => Promise<string[]>) => ({
    phase: viewport === first ? phase : `${phase} at ${viewport.height} px high`,
    viewport,
    run: async () => {
      const size = page.viewportSize();
      if (size?.width !== viewport.width || size.height !== viewport.height) {
        await page.setViewportSize(viewport);
        await frames(page);
      }
      const found = await run();
      return viewport === first ? found : found.map((what) => `${what} (at ${viewport.height} px high)`);
    },
  });
  const seen = (viewport: Viewport) => [
    at(viewport, "screenshot", async () => {
      const name = viewport === first ? state.id : `${state.id}-h${viewport.height}`;
      await page.screenshot({
        path: sweepShot(persona, name, viewport.width),
        quality: 80,
        animations: "disabled",
      });
      return [];
    }),
    at(viewport, "layout", async () => (await layoutFindings(page)).map((f) => f.what)),
    at(viewport, "text", async () => (await textFindings(page)).map((f) => f.what)),
  ];
  const checks = [
    ...seen(first),
    at(first, "modal", async () =>
      (await openModalNames(page)).map((name) => `a modal dialog "${name}" covers the page`),
    ),
    ...(plan.axeWidths.includes(first.width) ? [at(first, "axe", () => seriousA11yViolations(page))] : []),
    ...more.flatMap(seen),
  ];
  await page.setViewportSize(first);
  watch.at(`${state.id} @ ${first.width}`);
  let pending = checks;
  for (let attempt = 0; attempt < STATE_TRIES && pending.length > 0; attempt++) {
    const holds = await time("play", async () => {
      await page.setViewportSize(first);
      if (state.path && attempt === 0) {
        await plan.open(page, { id: state.id, pattern: state.path, path: state.path });
      }
      const reached = await state.reach(page);
      // A passing state does not wait on the network: it would pass while the page settled.
      await settle(page, watch, reached ? 500 : 8_000);
      return reached;
    });
    for (const check of pending) {
      const what = await time(check.phase.split(" ")[0] ?? check.phase, check.run);
      if (holds && !(await holds())) break;
      for (const w of what) record(state.id, check.viewport.width, w);
      pending = pending.filter((c) => c !== check);
    }
  }
  if (pending.length > 0) {
    const names = pending.map((c) => c.phase).join(", ");
    record(
      state.id,
      first.width,
      `not checked (${names}): the state passed during them in ${STATE_TRIES} tries`,
    );
  }
  for (const r of watch.take()) record(state.id, first.width, r.what);
}
