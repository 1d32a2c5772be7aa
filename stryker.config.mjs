// Mutation testing of the money paths: `bun run test:mutation [group]` (scripts/mutation/run.mjs runs
// Stryker once per group with JV_MUTATION_GROUP set). Stryker and its vitest runner run inside Bun
// (`bun --bun`), like the test suites: the API needs Bun.serve and Bun.password, and Stryker 10 needs
// Node 22 while this machine has Node 20.
import { GROUPS, mutatePatterns, reportDir, skipStatic, testPatterns } from "./scripts/mutation/groups.mjs";

// Under Bun, Stryker's Babel installs an Error.prepareStackTrace that hands every captured stack to
// Bun's native default, which throws "First argument must be an Error object" for objects that are
// not real Errors; vite (loaded with the vitest runner plugin) captures such stacks as it loads, and
// the plugin would fail to load. Fall back to the plain message when that happens.
const rewrite = Error.prepareStackTrace;
if (rewrite) {
  Error.prepareStackTrace = (error, trace) => {
    try {
      return rewrite(error, trace);
    } catch {
      return String(error);
    }
  };
}

const group = process.env.JV_MUTATION_GROUP ?? "ledger";
if (!GROUPS[group])
  throw new Error(`JV_MUTATION_GROUP=${group}: not one of ${Object.keys(GROUPS).join(", ")}`);
const out = reportDir(group);
// The group's suites reach vitest.mutation.config.ts through the environment the test runner
// processes inherit. Not Stryker's `testFiles`: with it, Stryker 10.1.1 activates static mutants
// (module-level code) only after the modules loaded, so every one of them "survives".
const tests = testPatterns(group);
if (tests) process.env.JV_MUTATION_TEST_FILES = tests.join(",");
else delete process.env.JV_MUTATION_TEST_FILES;

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // By URL: Bun's isolated install gives @stryker-mutator/core no sibling named vitest-runner.
  plugins: [import.meta.resolve("@stryker-mutator/vitest-runner"), "./scripts/mutation/ignore-logging.mjs"],
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: mutatePatterns(group),
  ignorers: ["jv-logging"],
  coverageAnalysis: "perTest",
  ignoreStatic: skipStatic(group),
  incremental: true,
  incrementalFile: `${out}/stryker-incremental.json`,
  concurrency: 2,
  // The dry run is one vitest worker (the runner pins maxWorkers to 1): all suites take ~15 min.
  dryRunTimeoutMinutes: 60,
  // A timeout counts as killed: limits above the default keep a slow run on a busy 2-core machine from
  // reading as one (the default 5 s over 1.5 × the dry run's time did, at load 12), and below 30 s,
  // which made each mutant that loops forever (a loop bound turned around) hold a runner for half a
  // minute: the games group spent most of its time waiting on them.
  timeoutMS: 10_000,
  timeoutFactor: 3,
  reporters: ["json", "html", "progress"],
  jsonReporter: { fileName: `${out}/mutation.json` },
  htmlReporter: { fileName: `${out}/mutation.html` },
  tempDirName: ".stryker-tmp",
  // Only what the db and api suites load is copied into the sandbox.
  ignorePatterns: [
    "/web/dist",
    "/miniapp",
    "/e2e",
    "/bench",
    "/reports",
    "/data",
    "/.tools",
    "/.ci",
    "*.db*",
  ],
  cleanTempDir: "always",
};
