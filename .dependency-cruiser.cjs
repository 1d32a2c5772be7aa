// The import graph's rules (`bun run deps`, the `deps` step of `npm test`), checked by
// dependency-cruiser on every package's files as TypeScript resolves them (workspace packages through
// their "exports"). Biome holds the same lines import by import (biome.json, biome.front-ends.json);
// this check sees the graph: cycles through any number of files, and paths however they are spelled.
const TEST = "\\.(test|spec)\\.tsx?$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles anywhere: a module never reaches itself through its imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "front-ends-reach-api-through-client-entries",
      severity: "error",
      comment:
        "The front ends reach the server only through the API's client entries (@jadeverse/api/client*: api/src/client*.ts), never other server code, db/, bot/ or the database drivers (docs/architecture.md §1). Tests may hold the browser's code to the engines.",
      from: { path: "^(web|miniapp)/src/", pathNot: TEST },
      to: {
        path: ["^(api|db|bot)/", "node_modules/(drizzle-orm|@libsql|libsql)/"],
        pathNot: "^api/src/client[a-z0-9-]*\\.ts$",
      },
    },
    {
      name: "mini-app-reaches-web-through-its-entries",
      severity: "error",
      comment:
        'The Mini App reaches the web package only through its named entries (web/package.json "exports": the modules in web/src/surface/, the boot module, the styles).',
      from: { path: "^miniapp/src/" },
      to: {
        path: "^web/",
        pathNot: ["^web/src/surface/[^/]+\\.ts$", "^web/src/lib/zod-jitless\\.ts$", "^web/src/styles\\.css$"],
      },
    },
    {
      name: "data-through-db-domain-modules",
      severity: "error",
      comment:
        "Queries and commands belong to the domain's module in db/src/<domain>/ (docs/architecture.md §3): the API's and the bot's code never import drizzle or the tables (@jadeverse/db/schema); tests may read tables, and the API's composition root wires the database.",
      from: { path: "^(api|bot)/src/", pathNot: [TEST, "^api/src/index\\.ts$"] },
      to: { path: ["node_modules/drizzle-orm/", "^db/src/schema(/|\\.ts$)"] },
    },
    {
      name: "bot-never-imports-api",
      severity: "error",
      comment:
        "The bot and the API meet only through db/ domain modules or an injected interface (docs/architecture.md §1).",
      from: { path: "^bot/" },
      to: { path: "^api/" },
    },
    {
      name: "api-starts-bot-only-in-its-root",
      severity: "error",
      comment:
        "Only the composition root (api/src/index.ts) starts the bot; the API reaches Telegram through its own client and the injected TelegramDeps (docs/architecture.md §1).",
      from: { path: "^api/", pathNot: "^api/src/index\\.ts$" },
      to: { path: "^bot/src/" },
    },
    {
      name: "resolvable",
      severity: "error",
      comment:
        'Every import resolves (a misspelt path, or a package entry its "exports" do not name, would otherwise slip past the rules above).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Outputs, never sources: builds, bench results, browser-test artifacts (all gitignored).
    exclude: { path: ["^[a-z-]+/dist/", "^bench/results/", "^e2e/artifacts[^/]*/"] },
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 has no JavaScript API yet (dependency-cruiser reads TypeScript 2-6), so swc parses;
    // the "missing-tsc-transpiler" warning each run prints says only that.
    parser: "swc",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.deps.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
