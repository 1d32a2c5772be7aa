/**
 * SQLite constraint errors, read the same way from every driver we run on:
 * - the synchronous `libsql` driver (embedded): `SqliteError` with `code` "SQLITE_CONSTRAINT_UNIQUE"
 *   and `rawCode` 2067;
 * - `@libsql/client` on an embedded file: `LibsqlError` with `code` "SQLITE_CONSTRAINT",
 *   `extendedCode` "SQLITE_CONSTRAINT_UNIQUE", `rawCode` 2067;
 * - `@libsql/client` on sqld/Turso: `LibsqlError` with `code` "SQLITE_CONSTRAINT" only (Hrana does
 *   not carry the extended code, so there a primary-key violation reads as "unique");
 * - any of them wrapped by drizzle (`DrizzleQueryError`) or by us: found by walking `.cause`.
 */

export type ConstraintKind = "unique" | "primarykey" | "foreign_key" | "check" | "notnull";

export interface ConstraintViolation {
  kind: ConstraintKind;
  /** The table named by SQLite's message ("UNIQUE constraint failed: users.email" → "users"). */
  table?: string;
  /** Its columns, in index order ("users.a, users.b" → ["a", "b"]). */
  columns?: string[];
  /** A CHECK constraint's name (or its expression, when unnamed). */
  constraint?: string;
  /** SQLite's own message, without driver prefixes. */
  message: string;
}

const EXTENDED: Record<string, ConstraintKind> = {
  SQLITE_CONSTRAINT_UNIQUE: "unique",
  SQLITE_CONSTRAINT_PRIMARYKEY: "primarykey",
  SQLITE_CONSTRAINT_ROWID: "primarykey",
  SQLITE_CONSTRAINT_FOREIGNKEY: "foreign_key",
  SQLITE_CONSTRAINT_CHECK: "check",
  SQLITE_CONSTRAINT_NOTNULL: "notnull",
};

/** Extended result codes (sqlite3.h) of the same constraints. */
const RAW: Record<number, ConstraintKind> = {
  2067: "unique",
  1555: "primarykey",
  2579: "primarykey",
  787: "foreign_key",
  275: "check",
  1299: "notnull",
};

const MESSAGE_KIND: Record<string, ConstraintKind> = {
  UNIQUE: "unique",
  "NOT NULL": "notnull",
  CHECK: "check",
  "FOREIGN KEY": "foreign_key",
};

const MESSAGE = /(UNIQUE|NOT NULL|CHECK|FOREIGN KEY) constraint failed(?:: ([^\n]*))?/;
const QUALIFIED_COLUMN = /^"?([\w$]+)"?\."?([\w$]+)"?$/;

interface ErrorLike {
  code?: unknown;
  extendedCode?: unknown;
  rawCode?: unknown;
  message?: unknown;
  cause?: unknown;
}

function kindFromCodes(e: ErrorLike): ConstraintKind | null {
  for (const code of [e.extendedCode, e.code]) {
    if (typeof code === "string" && code in EXTENDED) return EXTENDED[code] ?? null;
  }
  return typeof e.rawCode === "number" ? (RAW[e.rawCode] ?? null) : null;
}

function parseMessage(message: string) {
  const match = MESSAGE.exec(message);
  if (!match) return null;
  const [whole, label = "", detail = ""] = match;
  const parsed: Omit<ConstraintViolation, "kind"> & { kind: ConstraintKind | null } = {
    kind: MESSAGE_KIND[label] ?? null,
    message: whole,
  };
  if (label === "CHECK") {
    if (detail) parsed.constraint = detail.trim();
  } else if (detail) {
    const names = detail.split(",").map((part) => QUALIFIED_COLUMN.exec(part.trim()));
    if (names.length > 0 && names.every((name) => name !== null)) {
      parsed.table = names[0]?.[1];
      parsed.columns = names.map((name) => name?.[2] ?? "");
    }
  }
  return parsed;
}

/**
 * The constraint an error (or any error in its `.cause` chain) reports, or null when it is not a
 * constraint violation. The kind comes from the extended code when the driver has one, else from
 * SQLite's message; table and columns always come from the message.
 */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  const seen = new Set<unknown>();
  let kind: ConstraintKind | null = null;
  let parsed: ReturnType<typeof parseMessage> = null;
  for (
    let e = error as ErrorLike | undefined;
    e && typeof e === "object" && !seen.has(e);
    e = e.cause as ErrorLike
  ) {
    seen.add(e);
    kind ??= kindFromCodes(e);
    if (!parsed && typeof e.message === "string") parsed = parseMessage(e.message);
  }
  const resolved = kind ?? parsed?.kind;
  if (!resolved) return null;
  const violation: ConstraintViolation = {
    kind: resolved,
    message: parsed?.message ?? String((error as Error)?.message ?? error),
  };
  if (parsed?.table) violation.table = parsed.table;
  if (parsed?.columns) violation.columns = parsed.columns;
  if (parsed?.constraint) violation.constraint = parsed.constraint;
  return violation;
}

/**
 * True when `error` is a unique (or primary-key) violation on `table`, and, when given, on exactly
 * these `columns` (any order).
 */
export function isUniqueViolation(error: unknown, table: string, columns?: string[]): boolean {
  const v = constraintViolation(error);
  if (!v || (v.kind !== "unique" && v.kind !== "primarykey") || v.table !== table) return false;
  if (!columns) return true;
  return v.columns?.length === columns.length && columns.every((column) => v.columns?.includes(column));
}

/** A write found the database's write lock held by another process for longer than it waits. */
export function isBusy(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (/SQLITE_BUSY|database is locked/i.test(`${String(e.code ?? "")} ${String(e.message ?? "")}`))
      return true;
  }
  return false;
}
