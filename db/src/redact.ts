/**
 * Secret-free log output, shared by the API and the bot. Both depend on `@jadeverse/db` and neither
 * may import the other, so the one implementation lives here; it imports nothing and knows the one
 * error format that carries data, drizzle's "Failed query: … params: …".
 *
 * Redaction looks at values, not only at field names: a token inside a URL, an argon2 hash inside an
 * error message or a session token in an error's `cause` is caught wherever it appears.
 */

export const REDACTED = "[redacted]";

/**
 * A value its author declares public (a published commitment such as the crash chain's terminating
 * hash): logged as it is, although its name or its shape would read as a secret. Wrap only values
 * that are published anyway; everything else keeps going through the rules below.
 */
export class PublicValue {
  constructor(readonly value: string) {}
  toJSON(): string {
    return this.value;
  }
}

/** Marks a published value for the log: `logger.info("…", { terminatingHash: publicValue(h) })`. */
export const publicValue = (value: string): PublicValue => new PublicValue(value);

/** Field names whose (non-numeric) values never reach a log line. */
const SECRET_KEY =
  /pass(word|wd|phrase)?|token|secret|authori[sz]ation|cookie|hash|init_?data|signature|api_?key|private_?key|credential|seed|^params$|^args$|^bindings$/i;

/** Query or fragment parameters whose value is a credential (`?token=…`, `#tgWebAppData=…`, `code=`). */
const SECRET_PARAM =
  /(^|[?&#;,\s])([\w.[\]-]*?(?:token|code|secret|key|pass|pwd|sig|hash|auth|session|jwt|otp|init_?data|webappdata|credential)[\w.[\]-]*=)([^&#\s"'<>;,]*)/gi;

interface Rule {
  pattern: RegExp;
  replace: string | ((match: string, ...groups: string[]) => string);
}

/**
 * Value patterns, applied in order. Each names what it replaced, so a redacted line still says what
 * kind of value was there.
 */
const RULES: Rule[] = [
  // Credentials in a URL's user-info: smtp://user:pass@host, redis://:pass@host, libsql://…@…
  { pattern: /\b([a-z][a-z0-9+.-]{1,20}:\/\/)[^\s/?#@"'<>]+@/gi, replace: `$1${REDACTED}@` },
  { pattern: SECRET_PARAM, replace: `$1$2${REDACTED}` },
  // Authorization header values: `Bearer <token>`, `tma <initData>`, `Basic <base64>`.
  { pattern: /\b(Bearer|Basic|tma)\s+[\w.~+/=%:&-]+/gi, replace: `$1 ${REDACTED}` },
  { pattern: /\$argon2(?:id|i|d)\$[\w+/=$,.-]*/g, replace: "[redacted:argon2]" },
  { pattern: /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, replace: "[redacted:bcrypt]" },
  { pattern: /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g, replace: "[redacted:jwt]" },
  // Telegram bot tokens, also inside Bot API URLs (`/bot123456:AA…/getMe`).
  { pattern: /(?<!\d)\d{5,}:[\w-]{35}(?![\w-])/g, replace: "[redacted:bot-token]" },
  // SHA-256 and longer hex digests (stored token hashes, Login Widget hashes). `0x…` values (EVM
  // addresses and transaction hashes) are public and stay readable.
  { pattern: /(?<![0-9A-Za-z])[0-9a-fA-F]{64,}(?![0-9A-Za-z])/g, replace: "[redacted:hex]" },
  // Opaque base64url tokens: `randomToken()` is 32 random bytes in base64url (43 characters). Long
  // runs mixing at least two of upper case, lower case and digits are taken for one; constants such
  // as `USER_WITH_THIS_EMAIL_ALREADY_CREATED_ERROR` (one class) stay readable.
  {
    pattern: /(?<![\w-])[\w-]{32,}(?![\w-])/g,
    replace: (run) =>
      characterClasses(run) >= 2 && !/^0x[0-9a-fA-F]+$/.test(run) ? "[redacted:token]" : run,
  },
];

function characterClasses(text: string): number {
  return Number(/[A-Z]/.test(text)) + Number(/[a-z]/.test(text)) + Number(/[0-9]/.test(text));
}

/**
 * drizzle's query errors read `Failed query: <sql>\nparams: <values>`: the values (e-mails, password
 * hashes, tokens) and everything after them go; the statement stays, with any inline string literal
 * replaced by `'?'`.
 */
export function stripSqlParameters(text: string): string {
  const params = text.search(/(^|\n)[ \t]*params:/);
  const statementOnly = params >= 0 ? text.slice(0, params).trimEnd() : text;
  return statementOnly.replace(
    /(Failed query:\s*)([\s\S]*)/,
    (_, prefix: string, sql: string) => prefix + sql.replace(/'(?:[^']|'')*'/g, "'?'"),
  );
}

/** Redacts every secret-looking value inside a piece of text. */
export function redactText(text: string): string {
  let out = stripSqlParameters(text);
  for (const { pattern, replace } of RULES)
    out = typeof replace === "string" ? out.replace(pattern, replace) : out.replace(pattern, replace);
  return out;
}

export interface SafeError {
  name: string;
  message: string;
  code?: string | number;
  status?: number;
  cause?: unknown;
  errors?: SafeError[];
  /** Stack frames only: the stack's first line repeats the message, which is not to be trusted. */
  stack?: string[];
}

const MAX_CAUSE_DEPTH = 5;
const MAX_FRAMES = 12;

function isErrorLike(value: unknown): value is Error {
  if (value instanceof Error) return true;
  const v = value as { message?: unknown; stack?: unknown } | null;
  return typeof v === "object" && v !== null && typeof v.message === "string" && typeof v.stack === "string";
}

/**
 * An error as log fields: name, message, code, status and the cause chain, each message stripped of
 * SQL parameters and secret-looking values. Other own properties (drizzle's `params`, a client's
 * request options) are never copied.
 */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!isErrorLike(error)) {
    return { name: "NonError", message: redactText(typeof error === "string" ? error : safeString(error)) };
  }
  const e = error as Error & { code?: unknown; status?: unknown; errors?: unknown };
  const out: SafeError = {
    name: redactText(String(e.name || e.constructor?.name || "Error")),
    message: redactText(String(e.message)),
  };
  if (typeof e.code === "string" || typeof e.code === "number")
    out.code = typeof e.code === "string" ? redactText(e.code) : e.code;
  if (typeof e.status === "number") out.status = e.status;
  if (e.cause !== undefined) {
    out.cause =
      depth >= MAX_CAUSE_DEPTH
        ? "[truncated]"
        : isErrorLike(e.cause)
          ? serializeError(e.cause, depth + 1)
          : redactValue(e.cause, depth + 1);
  }
  if (Array.isArray(e.errors) && depth < MAX_CAUSE_DEPTH)
    out.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  if (typeof e.stack === "string") {
    const frames = e.stack
      .split("\n")
      .filter((line) => /^\s+at\s/.test(line))
      .slice(0, MAX_FRAMES)
      .map((line) => redactText(line.trim()));
    if (frames.length > 0) out.stack = frames;
  }
  return out;
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return "[unprintable]";
  }
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

/**
 * A JSON-safe copy of any value with secrets removed: strings through `redactText`, errors through
 * `serializeError`, and the values of secret-named fields replaced (numbers and booleans under such
 * names, like a count of pruned tokens, stay).
 */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "string") return redactText(value);
  if (value instanceof PublicValue) return value.value;
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean")
    return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (value instanceof URL) return redactText(value.href);
  if (isErrorLike(value)) return serializeError(value, depth);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[truncated]";
  seen.add(value);
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => redactValue(item, depth + 1, seen));
    if (value.length > MAX_ITEMS) items.push(`[${value.length - MAX_ITEMS} more]`);
    return items;
  }
  if (value instanceof Map) return redactValue(Object.fromEntries(value), depth, seen);
  if (value instanceof Set) return redactValue([...value], depth, seen);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const keepsShape =
      v === null ||
      v === undefined ||
      typeof v === "number" ||
      typeof v === "boolean" ||
      v instanceof PublicValue;
    out[key] = SECRET_KEY.test(key) && !keepsShape ? REDACTED : redactValue(v, depth + 1, seen);
  }
  return out;
}

/** Log fields with every secret removed (see `redactValue`). */
export function redactFields(fields: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!fields) return {};
  return redactValue(fields) as Record<string, unknown>;
}
