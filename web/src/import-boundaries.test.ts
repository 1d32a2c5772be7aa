// The lint rules holding the front ends' dependency lines (biome.front-ends.json, which web/biome.json
// and miniapp/biome.json extend, and web/biome.json's plugins): the front ends reach the server only
// through the API's client entries; the Mini App reaches the web package only through its named
// entries (web/package.json "exports"); one jotai store per shell; a feature's *-state module is its
// own; fairness is below the wheel and the store below the inventory. Checked with the repository's
// own Biome configs on files placed, in a scratch copy, where the rules apply.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const REPO = resolve(import.meta.dirname, "../..");
const BIOME = join(REPO, "node_modules/.bin/biome");
const CONFIGS = ["biome.json", "biome.front-ends.json", "web/biome.json", "web/lint", "miniapp/biome.json"];
const scratch = mkdtempSync(join(tmpdir(), "jv-front-end-boundaries-"));
for (const path of CONFIGS) cpSync(join(REPO, path), join(scratch, path), { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints `files` (path → one import source); returns the paths whose import is refused. */
function refused(files: Record<string, string>): string[] {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), `import { x } from "${source}";\n\nexport const y = x;\n`);
  }
  const run = spawnSync(BIOME, ["lint", "--vcs-enabled=false", "--reporter=json", ...Object.keys(files)], {
    cwd: scratch,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  const boundaries = report.diagnostics.filter(
    (d) => d.category === "lint/style/noRestrictedImports" || d.category === "plugin",
  );
  return [...new Set(boundaries.map((d) => d.location.path))].sort();
}

describe("front-end import boundaries (biome.front-ends.json)", () => {
  it("refuses server code and the API's internals in both front ends", () => {
    const files = {
      "web/src/features/a.ts": "@jadeverse/api/src/app.ts",
      "web/src/lib/b.ts": "@jadeverse/db",
      "web/src/c.tsx": "drizzle-orm",
      "web/src/features/games/d.ts": "../../../../api/src/lib/games/roulette.ts",
      "miniapp/src/e.ts": "@jadeverse/api/client/internal",
      "miniapp/src/telegram/f.ts": "@jadeverse/bot",
      "miniapp/src/g.ts": "@jadeverse/api",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
  });

  it("allows every client entry, in both front ends", () => {
    const entries = ["", "/contracts", "/chains", "/payments", "/airdrop", "/staking", "/games", "/vesting"];
    const files = Object.fromEntries(
      [...entries, "/errors", "/format", "/i18n"].flatMap((entry, i) => [
        [`web/src/features/f${i}.ts`, `@jadeverse/api/client${entry}`],
        [`miniapp/src/shell/m${i}.ts`, `@jadeverse/api/client${entry}`],
      ]),
    );
    expect(Object.keys(files)).toHaveLength(22);
    expect(refused(files)).toEqual([]);
  });

  it("refuses the web package's internals in the Mini App, tests included", () => {
    const files = {
      "miniapp/src/shell/a.tsx": "@jadeverse/web/features/dashboard/menu-toggle.tsx",
      "miniapp/src/b.ts": "@jadeverse/web/lib/platform.ts",
      "miniapp/src/telegram/c.test.ts": "@jadeverse/web/state/auth.ts",
      "miniapp/src/d.ts": "@jadeverse/web",
      "miniapp/src/ton/e.ts": "../../../web/src/lib/api-client.ts",
      "miniapp/src/f.ts": "@jadeverse/web/features/dialogs/dialog-state.ts",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
  });

  it("allows the web package's named entries in the Mini App", () => {
    const entries = ["shell", "routes", "platform", "ui", "player", "navigation", "wallet", "boot"];
    const files = Object.fromEntries(
      entries.map((entry) => [`miniapp/src/shell/${entry}.ts`, `@jadeverse/web/${entry}`]),
    );
    expect(refused({ ...files, "miniapp/src/telegram/z.test.ts": "@jadeverse/web/routes" })).toEqual([]);
  });

  it("keeps one jotai store per shell and a feature's atoms its own", () => {
    const files = {
      "web/src/features/a.ts": "../wheel/wheel-state.ts",
      "web/src/shell/b.ts": "../features/dialogs/dialog-state.ts",
      "web/src/features/c.test.ts": "../dialogs/dialog-state.ts",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
    const store = "web/src/features/d.ts";
    writeFileSync(
      join(scratch, store),
      `import { createStore } from "jotai";\n\nexport const s = createStore();\n`,
    );
    const run = spawnSync(BIOME, ["lint", "--vcs-enabled=false", "--reporter=json", store], {
      cwd: scratch,
      encoding: "utf8",
    });
    expect(run.stdout).toContain("lint/style/noRestrictedImports");
  });

  it("keeps fairness below the wheel and the store below the inventory (web/lint/*.grit)", () => {
    const files = {
      "web/src/features/fairness/a.ts": "../wheel/wheel-queries.ts",
      "web/src/features/fairness/panel/b.ts": "../../wheel/wheel-queries.ts",
      "web/src/features/store/c.tsx": "../inventory/inventory-page.tsx",
    };
    expect(refused(files)).toEqual(Object.keys(files).sort());
    expect(
      refused({
        "web/src/features/wheel/d.ts": "../fairness/fairness-panel.tsx",
        "web/src/features/inventory/e.ts": "../store/x.ts",
      }),
    ).toEqual([]);
  });
});
