// The routes the sweep visits, derived from the route table itself (web/src/route-table.tsx) so a
// new page is swept without anyone adding it. Parametrised paths get a real value from the seeded
// database; a parameter nobody knows how to fill fails the sweep loudly instead of being skipped.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pseudoText } from "../../../db/src/i18n/catalogue.ts";
import { type CatalogueLocale, DEFAULT_LOCALE, PSEUDO_LOCALE } from "../../../db/src/i18n/locales.ts";
import { query } from "../db.ts";

const REPO = resolve(import.meta.dirname, "../../..");

/**
 * The part of a route-table entry (web/src/route-table.tsx `PageRoute`) the sweep reads. The table is
 * a .tsx module and e2e/tsconfig.json compiles no JSX, so it is imported by a path TypeScript does not
 * follow (Playwright's loader does) and checked at run time instead.
 */
interface PageRoute {
  id: string;
  path: string;
  webOnly?: true;
}

const ROUTE_TABLE = "../../../web/src/route-table.tsx";

async function pageRoutes(): Promise<readonly PageRoute[]> {
  const table = (await import(ROUTE_TABLE)) as { PAGE_ROUTES?: unknown };
  const routes = table.PAGE_ROUTES;
  const valid =
    Array.isArray(routes) &&
    routes.length > 0 &&
    routes.every((r) => typeof r?.id === "string" && typeof r?.path === "string");
  if (!valid) throw new Error(`sweep: ${ROUTE_TABLE} no longer exports PAGE_ROUTES as { id, path } entries`);
  return routes as PageRoute[];
}

export interface SweepRoute {
  /** The route table's id (stable, used in reports and screenshot names). */
  id: string;
  /** The path as the table lists it, e.g. `/dashboard/items/:itemId`. */
  pattern: string;
  /** The path with its parameters filled, ready to open. */
  path: string;
}

/**
 * Modal dialogs a route opens by design, by accessible name: the landing's waitlist and sign-in forms
 * are the page at /signup and /login (docs/product/platform.md §3), and the dashboard's tutorial greets a player who
 * has not finished it on screens wider than 1300 px (docs/product/platform.md §2; its first tip). Any other modal over
 * a swept page is reported, since axe would read only the modal and the page behind it would go
 * unchecked; the welcome picker is checked once, where a persona meets it, and answered
 * (e2e/lib/sweep/welcome.ts).
 */
const ROUTE_DIALOG_MESSAGES: Readonly<Record<string, readonly (readonly [catalogue: string, id: string])[]>> =
  {
    signup: [["web/src/features/waitlist/messages", "title"]],
    login: [["web/src/features/account/messages", "signInTitle"]],
    dashboard: [["web/src/features/dashboard/tutorial/messages", "t1"]],
  };

/** The route's own dialogs' names in `locale` (docs/i18n.md): their catalogues' texts, the pseudo-locale's made from English. */
export function routeDialogsIn(locale: CatalogueLocale): Readonly<Record<string, readonly string[]>> {
  const text = (catalogue: string, id: string) => {
    const file = locale === PSEUDO_LOCALE ? "en" : locale;
    const texts = JSON.parse(readFileSync(resolve(REPO, catalogue, `${file}.json`), "utf8")) as Record<
      string,
      string
    >;
    const shown = (texts[id] ?? id).replaceAll("{product}", "JadeVerse");
    return locale === PSEUDO_LOCALE ? `⟦${pseudoText(shown)}⟧` : shown;
  };
  return Object.fromEntries(
    Object.entries(ROUTE_DIALOG_MESSAGES).map(([route, messages]) => [
      route,
      messages.map(([catalogue, id]) => text(catalogue, id)),
    ]),
  );
}

export const ROUTE_DIALOGS = routeDialogsIn(DEFAULT_LOCALE);

/** How each route parameter gets a real value: from the seeded database, never a made-up one. */
const PARAMETERS: Record<string, () => Promise<string>> = {
  // An item of the seeded catalog (db/src/seed/catalog-items.ts).
  itemId: async () => {
    const rows = await query("SELECT id FROM items ORDER BY id LIMIT 1");
    const id = rows[0]?.id;
    if (id === undefined || id === null) throw new Error("sweep: the seeded catalog has no item for :itemId");
    return String(id);
  },
};

async function fill(pattern: string): Promise<string> {
  const names = [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? "");
  let path = pattern;
  for (const name of names) {
    const value = PARAMETERS[name];
    if (!value) {
      throw new Error(
        `sweep: route ${pattern} has the parameter :${name}; add how to read a real value in e2e/lib/sweep/routes.ts`,
      );
    }
    path = path.replace(`:${name}`, encodeURIComponent(await value()));
  }
  return path;
}

async function toSweepRoutes(routes: readonly PageRoute[]): Promise<SweepRoute[]> {
  return Promise.all(
    routes.map(async (route) => ({ id: route.id, pattern: route.path, path: await fill(route.path) })),
  );
}

/** Every page of the web app's route table. */
export const webRoutes = async () => toSweepRoutes(await pageRoutes());

/**
 * The Mini App's pages: the same table without the web-only entries, which is how
 * miniapp/src/routes.tsx mounts it (that module pulls the whole Telegram shell, so it is not loaded here).
 */
export const miniAppRoutes = async () =>
  toSweepRoutes((await pageRoutes()).filter((route) => !route.webOnly));
