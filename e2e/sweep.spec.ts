import { expect, test } from "@playwright/test";
import { GAME_STATES } from "./lib/sweep/game-states.ts";
import {
  AXE_WIDTHS,
  LOCALE_PERSONAS,
  LOCALE_WEB_VIEWPORTS,
  launchLocalePersona,
  launchMiniAppPersona,
  MINI_APP_PERSONAS,
  MINI_APP_VIEWPORTS,
  miniAppOpener,
  openWebRoute,
  STATE_VIEWPORTS,
  WEB_PERSONAS,
  WEB_VIEWPORTS,
} from "./lib/sweep/personas.ts";
import { formatReport, loadPersonaRun, SWEEP_DIR, startPersonaRun, writeReport } from "./lib/sweep/report.ts";
import { miniAppRoutes, routeDialogsIn, webRoutes } from "./lib/sweep/routes.ts";
import { sweepPersona } from "./lib/sweep/sweep-page.ts";
import { BrowserWatch } from "./lib/sweep/watch.ts";
import { checkAndAnswerWelcome } from "./lib/sweep/welcome.ts";

// Issue 16's sweep: every route of the route table (web/src/route-table.tsx, read in code, so a new
// route is swept without anyone adding it), as a signed-out visitor and as each seeded demo persona at
// 390, 768, 1024, 1280 and 1440 px, and in the Mini App at 390 × 844 with a light and a dark theme.
// Each page at each width: no horizontal overflow, every visible control inside the viewport and
// uncovered at its centre and corners (as first shown, and once scrolled into view), no text wrapping
// a lone unit or character onto a line of its own, no console error, page error or CSP violation, axe
// without serious violations (at 390 and 1280), no modal over the page but the route's own (axe would
// read only the modal; the welcome picker is checked where a persona meets it, then answered), and a
// kept screenshot (<artifacts>/sweep/<persona>/<route>-<width>.png). A layout, text, modal or axe finding
// counts when a second look, after the page settled again, finds it too (e2e/lib/sweep/sweep-page.ts).
// Issue 31: then, at 390 px (844 and 664 px high), the states a page reaches only through play (e2e/lib/sweep/game-states.ts:
// each game's table, blackjack mid-hand, crash betting and running), on the web as one demo player and
// in the Mini App in both themes, in the persona's own session.
// Issue 36: then every route in Arabic (right to left) and in the pseudo-locale, at 390 and 1280 px on
// the web and in the Mini App (light and dark), with the same checks (e2e/lib/sweep/personas.ts).
// One browser context per persona, widths by resizing the viewport. Each persona's test records what
// it found; the last test fails with ONE report of everything (also in <artifacts>/sweep/report.txt)
// and prints the sweep's time.

/**
 * A safety net, not the budget: on a quiet 2-core machine a persona takes well under a minute. Under
 * heavy load a persona that runs out still leaves what it found (it is saved route by route). A
 * fresh clone beside a busy loop once took more than 8 minutes for one persona: 12 are allowed.
 */
const PERSONA_TIMEOUT = 720_000;
/** More for a persona who also plays the games (e2e/lib/sweep/game-states.ts; crash waits on rounds). */
const PLAYING_TIMEOUT = 180_000;

for (const persona of WEB_PERSONAS) {
  test(`sweep: web as ${persona.name}`, async ({ page, context }) => {
    test.setTimeout(PERSONA_TIMEOUT + (persona.plays ? PLAYING_TIMEOUT : 0));
    const run = startPersonaRun(persona.name);
    const started = Date.now();
    const watch = await BrowserWatch.attach(context, page);
    watch.at("sign-in");
    await persona.signIn(page);
    const record = (route: string, what: string) =>
      run.violations.push({ persona: persona.name, route, width: 0, what });
    if (persona.greeted) for (const what of await checkAndAnswerWelcome(page)) record("welcome", what);
    for (const r of watch.take()) record("sign-in", r.what);
    run.seconds = (Date.now() - started) / 1000;
    const plan = {
      persona: persona.name,
      routes: await webRoutes(),
      viewports: WEB_VIEWPORTS,
      states: persona.plays ? GAME_STATES : [],
      stateViewports: STATE_VIEWPORTS,
    };
    await sweepPersona(page, watch, { ...plan, axeWidths: AXE_WIDTHS, open: openWebRoute }, run);
  });
}

for (const persona of MINI_APP_PERSONAS) {
  test(`sweep: Mini App, ${persona.name}`, async ({ page, context }) => {
    test.setTimeout(PERSONA_TIMEOUT + PLAYING_TIMEOUT);
    const run = startPersonaRun(persona.name);
    const started = Date.now();
    const watch = await BrowserWatch.attach(context, page);
    // What a new Telegram player meets first, the welcome picker, is checked on its own; answered, it
    // stays away for the session and every route is checked without it.
    watch.at("welcome");
    const user = await launchMiniAppPersona(page, persona.theme);
    const record = (what: string) =>
      run.violations.push({ persona: persona.name, route: "welcome", width: 0, what });
    for (const what of await checkAndAnswerWelcome(page)) record(what);
    for (const r of watch.take()) record(r.what);
    run.seconds = (Date.now() - started) / 1000;
    const plan = {
      persona: persona.name,
      routes: await miniAppRoutes(),
      viewports: MINI_APP_VIEWPORTS,
      states: GAME_STATES,
      stateViewports: STATE_VIEWPORTS,
    };
    await sweepPersona(
      page,
      watch,
      { ...plan, axeWidths: AXE_WIDTHS, open: miniAppOpener(user, persona.theme) },
      run,
    );
  });
}

for (const persona of LOCALE_PERSONAS) {
  test(`sweep: ${persona.shell === "web" ? "web" : "Mini App"} in ${persona.locale}, ${persona.name}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(PERSONA_TIMEOUT);
    const run = startPersonaRun(persona.name);
    const started = Date.now();
    const watch = await BrowserWatch.attach(context, page);
    watch.at("language");
    const open = await launchLocalePersona(page, persona);
    for (const r of watch.take())
      run.violations.push({ persona: persona.name, route: "language", width: 0, what: r.what });
    run.seconds = (Date.now() - started) / 1000;
    const web = persona.shell === "web";
    const plan = {
      persona: persona.name,
      routes: web ? await webRoutes() : await miniAppRoutes(),
      viewports: web ? LOCALE_WEB_VIEWPORTS : MINI_APP_VIEWPORTS,
      // The number rule and the lone-word rule are English's (docs/product/economy.md §9): other
      // languages group digits and break lines their own way; the pseudo-locale is English's.
      englishRules: persona.locale === "en-XA",
      routeDialogs: routeDialogsIn(persona.locale),
    };
    await sweepPersona(page, watch, { ...plan, axeWidths: AXE_WIDTHS, open }, run);
  });
}

test("sweep: no violation on any route, width or persona", () => {
  const names = [...WEB_PERSONAS, ...MINI_APP_PERSONAS, ...LOCALE_PERSONAS].map((p) => p.name);
  const runs = names.map((name) => ({ name, run: loadPersonaRun(name) }));
  const missing = runs
    .filter((r) => !r.run?.complete)
    .map((r) => `${r.name} (swept: ${r.run?.routesDone.join(", ") || "nothing"})`);
  const done = runs.flatMap((r) => (r.run ? [r.run] : []));
  const seconds = done.reduce((sum, run) => sum + run.seconds, 0);
  const timing = done.map((run) => {
    const phases = Object.entries(run.phases).map(([phase, s]) => `${phase} ${s.toFixed(0)}`);
    return `${run.persona} ${run.seconds.toFixed(1)} s for ${run.pagesChecked} page×width (${phases.join(", ")})`;
  });
  const redirects = done.flatMap((run) => run.redirects.map((r) => `${run.persona}: ${r}`));
  const report = [
    formatReport(done.flatMap((run) => run.violations)),
    ...(missing.length ? [`personas that did not finish (see their test): ${missing.join(", ")}`] : []),
    `not looked at again (landed on a page already swept): ${redirects.join("; ") || "none"}`,
    `sweep time: ${seconds.toFixed(1)} s\n  ${timing.join("\n  ")}`,
    `screenshots: ${SWEEP_DIR}`,
  ].join("\n");
  writeReport(report);
  console.log(`sweep time: ${seconds.toFixed(1)} s`);
  expect(missing, report).toEqual([]);
  expect(done.flatMap((run) => run.violations).length, report).toBe(0);
});
