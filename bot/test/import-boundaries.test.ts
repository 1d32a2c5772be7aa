// The lint rules holding docs/architecture.md's dependency lines (biome.json, `noRestrictedImports` per
// folder): route files and the bot's code reach drizzle and the tables only through db/'s domain
// modules (tests may read tables); the API starts the bot only in its composition root; the bot never
// imports the API. Checked with the repository's own biome.json on
// files placed, in a scratch copy, where the rules apply.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const REPO = resolve(import.meta.dirname, "../..");
const BIOME = join(REPO, "node_modules/.bin/biome");
const scratch = mkdtempSync(join(tmpdir(), "jv-boundaries-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints `files` (path → one import source) with biome.json; returns the paths whose import is refused. */
function refused(files: Record<string, string>): string[] {
  writeFileSync(join(scratch, "biome.json"), readFileSync(join(REPO, "biome.json")));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), `import { x } from "${source}";\n\nexport const y = x;\n`);
  }
  const run = Bun.spawnSync(
    [
      BIOME,
      "lint",
      "--only=style/noRestrictedImports",
      "--vcs-enabled=false",
      "--reporter=json",
      ...Object.keys(files),
    ],
    { cwd: scratch, stdout: "pipe", stderr: "pipe" },
  );
  const report = JSON.parse(run.stdout.toString()) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports")
    .map((d) => d.location.path)
    .sort();
}

describe("import boundaries (biome.json)", () => {
  it("refuses drizzle and the tables in the bot's code, and the API anywhere in bot/", () => {
    const files = {
      "bot/src/features/a.ts": "drizzle-orm",
      "bot/src/features/community/b.ts": "@jadeverse/db/schema",
      "bot/src/jobs/c.ts": "drizzle-orm/sql",
      "bot/src/notifications/d.ts": "drizzle-orm",
      "bot/src/e.ts": "@jadeverse/api/client",
      "bot/test/f.test.ts": "../../api/test/harness.ts",
      "bot/src/jobs/g.ts": "../../../api/src/app.ts",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
  });

  it("refuses drizzle and the tables in route files", () => {
    const files = { "api/src/routes/a.ts": "drizzle-orm", "api/src/routes/b.ts": "@jadeverse/db/schema" };
    expect(refused(files)).toEqual(Object.keys(files).sort());
  });

  it("refuses the bot anywhere in api/ but the composition root, tests included", () => {
    const files = {
      "api/src/routes/a.ts": "@jadeverse/bot/runner",
      "api/src/routes/b.test.ts": "@jadeverse/bot/bot",
      "api/src/lib/telegram/c.ts": "@jadeverse/bot/env",
      "api/src/lib/d.ts": "../../../bot/src/runner.ts",
      "api/test/e.ts": "@jadeverse/bot",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
  });

  it("allows the domain modules, the composition root, test assertions on tables, and the Bot API stand-in", () => {
    expect(
      refused({
        "api/src/index.ts": "@jadeverse/bot/runner",
        "bot/src/features/a.ts": "@jadeverse/db/telegram/players",
        "bot/src/jobs/b.ts": "@jadeverse/db/broadcasts/jobs",
        "bot/src/features/c.test.ts": "drizzle-orm",
        "bot/test/d.test.ts": "@jadeverse/db/schema",
        "api/src/routes/e.test.ts": "../../../bot/test/bot-api-stand-in.ts",
        "api/src/routes/g.test.ts": "drizzle-orm",
        "api/src/routes/h.ts": "@jadeverse/db/payments/stars",
        "db/src/f.ts": "drizzle-orm",
      }),
    ).toEqual([]);
  });
});
