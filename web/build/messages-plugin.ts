import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";
import { compileCatalogue, pseudoCatalogue } from "../../db/src/i18n/catalogue.ts";

/** A catalogue file (docs/i18n.md): `…/messages/<locale>.json`, with `?pseudo` for the pseudo-locale. */
const CATALOGUE = /[\\/]messages[\\/][A-Za-z-]+\.json(\?pseudo)?$/;
/** The front ends' catalogues only: the servers read theirs as JSON and compile on load (message-book.ts). */
const FRONT_END = /[\\/](web|miniapp)[\\/]src[\\/]/;
const PREFIX = "\0jv-messages:";

/**
 * Message catalogues compiled at build (docs/i18n.md): importing `messages/<locale>.json` gives the
 * catalogue in Lingui's compiled form, so the page renders messages without an ICU parser; `?pseudo`
 * on English's gives the pseudo-locale's. A text that does not parse fails the build. The modules are
 * virtual (no `.json` id), so Vite's own JSON handling never sees them.
 */
export function messagesPlugin(): Plugin {
  return {
    name: "jadeverse-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!CATALOGUE.test(source) || !importer) return null;
      const [path = "", query] = source.split("?");
      const file = path.startsWith(".") ? resolve(dirname(importer.replace(PREFIX, "")), path) : path;
      if (!FRONT_END.test(file)) return null;
      return `${PREFIX}${file}${query ? `?${query}` : ""}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [file = "", query] = id.slice(PREFIX.length).split("?");
      this.addWatchFile(file);
      const texts = JSON.parse(await readFile(file, "utf8")) as Record<string, string>;
      const compiled = query === "pseudo" ? pseudoCatalogue(texts) : compileCatalogue(texts);
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: "js" };
    },
  };
}
