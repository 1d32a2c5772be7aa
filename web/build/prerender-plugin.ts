import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createServer, type Plugin, type ResolvedConfig } from "vite";

/** The built index.html as Vite wrote it: the app shell every non-prerendered path is answered with. */
export const SHELL_FILE = "app.html";
const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  render(path: string): string;
}

/** React puts resource hints it hoists (`<link rel="preload">` for a high-priority image) first. */
function splitHoisted(html: string): { head: string; body: string } {
  const match = html.match(/^(?:<link\b[^>]*>)+/);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: "", body: html };
}

/**
 * After the client build: renders `entry`'s paths with React on the server (through a Vite
 * server, so the app's own imports and aliases resolve) and writes each as a page of its own,
 * `<path>/index.html`, the rendered markup inside `#root` and React's hoisted hints in `<head>`.
 * Vite's plain index.html is kept as `app.html`, the shell for every other route
 * (api/src/server/static-site.ts answers client routes with it). Runs before precompression.
 */
export function prerenderPlugin({ entry = "/src/prerender.tsx" } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: "jadeverse-prerender",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler(error?: Error) {
        // A failed bundle wrote nothing to work on: let its own error be the one reported.
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        const shell = await readFile(join(outDir, "index.html"), "utf8");
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT}`);
        const server = await createServer({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: "warn",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { PRERENDERED_PATHS, render } = (await server.ssrLoadModule(entry)) as PrerenderModule;
          await writeFile(join(outDir, SHELL_FILE), shell);
          for (const path of PRERENDERED_PATHS) {
            const { head, body } = splitHoisted(render(path));
            const page = shell
              .replace("</head>", `${head}</head>`)
              .replace(ROOT_ELEMENT, `<div id="root">${body}</div>`);
            const file = join(outDir, path.replace(/^\/|\/$/g, ""), "index.html");
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, page);
          }
          config.logger.info(`prerendered ${PRERENDERED_PATHS.join(", ")}; app shell in ${SHELL_FILE}`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
