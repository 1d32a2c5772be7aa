// The sweep's findings: each persona's run writes its own file under <artifacts>/sweep/ (a failing
// test restarts Playwright's worker, so nothing is kept in memory between tests), and the last test
// reads them all into ONE report grouped by what was found, then by where.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { shot } from "../artifacts.ts";

export interface Violation {
  persona: string;
  route: string;
  width: number;
  what: string;
}

export interface PersonaRun {
  persona: string;
  /** Whether every route was swept (false: the test stopped, e.g. out of time, after `routesDone`). */
  complete: boolean;
  seconds: number;
  /** Seconds per kind of work (open, resize, screenshot, layout, text, axe; play: reaching a game state). */
  phases: Record<string, number>;
  pagesChecked: number;
  routesDone: string[];
  violations: Violation[];
  /** Routes not looked at again because they landed on a page already swept (redirects). */
  redirects: string[];
}

/** `<artifacts>/sweep/`: beside `screens/` in the artifacts directory the suite keeps. */
export const SWEEP_DIR = resolve(dirname(shot("sweep")), "..", "sweep");

const runFile = (persona: string) => resolve(SWEEP_DIR, `run-${persona}.json`);

/**
 * Kept screenshot of one page at one width for one persona: JPEG, as several hundred are kept per run
 * (a fraction of PNG's size and encoding time, and plenty to see a layout by).
 */
export const sweepShot = (persona: string, route: string, width: number) =>
  resolve(SWEEP_DIR, persona, `${route}-${width}.jpeg`);

/** A new run for the persona; its previous run is forgotten, so nothing stale reaches the report. */
export function startPersonaRun(persona: string): PersonaRun {
  mkdirSync(resolve(SWEEP_DIR, persona), { recursive: true });
  rmSync(runFile(persona), { force: true });
  const run: PersonaRun = {
    persona,
    complete: false,
    seconds: 0,
    phases: {},
    pagesChecked: 0,
    routesDone: [],
    violations: [],
    redirects: [],
  };
  savePersonaRun(run);
  return run;
}

export function savePersonaRun(run: PersonaRun) {
  writeFileSync(runFile(run.persona), JSON.stringify(run, null, 2));
}

export function loadPersonaRun(persona: string): PersonaRun | undefined {
  return existsSync(runFile(persona))
    ? (JSON.parse(readFileSync(runFile(persona), "utf8")) as PersonaRun)
    : undefined;
}

/** One block per distinct finding, listing every persona / route / width it was seen at. */
export function formatReport(violations: Violation[]): string {
  const groups = new Map<string, Map<string, number[]>>();
  for (const v of violations) {
    const where = groups.get(v.what) ?? new Map<string, number[]>();
    const key = `${v.persona} ${v.route}`;
    where.set(key, [...(where.get(key) ?? []), v.width]);
    groups.set(v.what, where);
  }
  const blocks = [...groups].map(([what, where]) => {
    const lines = [...where].map(([key, widths]) => `    ${key} @ ${[...new Set(widths)].join(", ")}`);
    return `• ${what}\n${lines.join("\n")}`;
  });
  return `${violations.length} violation(s), ${groups.size} distinct:\n${blocks.join("\n")}`;
}

export function writeReport(text: string) {
  mkdirSync(SWEEP_DIR, { recursive: true });
  writeFileSync(resolve(SWEEP_DIR, "report.txt"), `${text}\n`);
}
