import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The database the CLI commands work on: `DATABASE_URL` (and `DATABASE_AUTH_TOKEN`), else the
 * embedded file `./data/jadeverse.db` at the repository root. Relative `file:` paths are taken from
 * the repository root so every workspace agrees on one file.
 */
export function cliDatabase(env: Record<string, string | undefined> = process.env) {
  const raw = env.DATABASE_URL?.trim() || "file:./data/jadeverse.db";
  let url = raw;
  if (raw.startsWith("file:") && !raw.startsWith("file:/")) {
    const path = resolve(root, raw.slice("file:".length));
    mkdirSync(dirname(path), { recursive: true });
    url = `file:${path}`;
  }
  return { url, authToken: env.DATABASE_AUTH_TOKEN || undefined };
}
