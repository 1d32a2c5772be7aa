import { createClient } from "@libsql/client";

/**
 * Read access to the served platform's database (the file e2e/serve.ts seeded), for checking what a
 * flow stored. Mails are read from the dev outbox instead: e2e/lib/mail.ts.
 */
function client() {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error("E2E_DB_PATH is not set: run through e2e/playwright.config.ts");
  return createClient({ url: `file:${path}` });
}

/** Runs one read-only SQL query against the platform database. */
export async function query(sql: string, args: (string | number)[] = []) {
  const db = client();
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
}
