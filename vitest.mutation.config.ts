import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";

/**
 * The vitest config Stryker runs (`bun run test:mutation`, stryker.config.mjs): the db and api
 * projects only (no bot, soak, web or e2e), run inside Bun like every other suite. Narrowed to the
 * suites of the group under test when JV_MUTATION_TEST_FILES (comma-separated globs) is set.
 */
const root = dirname(fileURLToPath(import.meta.url));
const only = process.env.JV_MUTATION_TEST_FILES?.split(",").filter(Boolean);
const include = (project: string, globs: string[]) =>
  only ? only.filter((glob) => glob.startsWith(`${project}/`)) : globs;
/** A group's `!glob` entries: suites its globs would take in but are not aimed at it. */
const exclude = (project: string) => [
  ...configDefaults.exclude,
  ...(only ?? []).filter((glob) => glob.startsWith(`!${project}/`)).map((glob) => glob.slice(1)),
];

/**
 * Stryker copies the repo into a sandbox and symlinks each workspace's node_modules back to the
 * original, so `@jadeverse/db/...` imported from api/ would resolve through api/node_modules to the
 * ORIGINAL db/ and api tests would never see a mutated db file. Map such ids back into this copy.
 */
function workspacesFromThisCopy(): Plugin {
  const original = dirname(realpathSync(join(root, "api/node_modules/@jadeverse/db")));
  return {
    name: "jv-workspaces-from-this-copy",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (original === root || !id.startsWith("@jadeverse/")) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(`${original}/`) || resolved.id.includes("/node_modules/")) {
        return resolved;
      }
      return { ...resolved, id: join(root, resolved.id.slice(original.length + 1)) };
    },
  };
}

export default defineConfig({
  plugins: [workspacesFromThisCopy()],
  test: {
    pool: "threads",
    // Instrumented code is slower: routes/games/index.test.ts enumerates all 13⁶ baccarat deals through the
    // engine and took over the suite's 120 s under Stryker on 2 cores.
    testTimeout: 900_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "db", include: include("db", ["db/src/**/*.test.ts"]), exclude: exclude("db") },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: include("api", ["api/src/**/*.test.ts", "api/test/**/*.test.ts"]),
          exclude: exclude("api"),
        },
      },
    ],
  },
});
