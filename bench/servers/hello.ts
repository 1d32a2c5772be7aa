/**
 * The baseline of docs/architecture.md §7: a bare Hono hello-world, nothing else. Prints one JSON line
 * `{"port":…}` once listening on loopback; exits when its stdin closes (the bench ended or died).
 */
import { fileURLToPath } from "node:url";
import type * as HonoModule from "hono";
import { exitWithParent } from "../lib/child.ts";

// bench/ is not a workspace: load exactly the Hono build the API resolves (same version, ESM entry).
const apiDir = fileURLToPath(new URL("../../api/", import.meta.url));
const { Hono } = (await import(Bun.resolveSync("hono", apiDir))) as typeof HonoModule;

const app = new Hono().get("/", (c) => c.text("Hello Hono!"));
const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.fetch });
console.log(JSON.stringify({ port: server.port, hono: Bun.resolveSync("hono", apiDir) }));

exitWithParent(() => server.stop(true));
