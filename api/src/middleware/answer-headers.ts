import type { Context } from "hono";
import type { PlatformBindings } from "./client-ip.ts";

type HeaderRecord = Record<string, string>;

/** A protective set of headers (security-headers.ts): the API's, or the reference page's. */
export interface ProtectiveSet {
  readonly headers: Readonly<HeaderRecord>;
}

/**
 * The API's own headers for one answer (request id, a protective set, `Vary: Origin`), kept out of Hono's `Headers` until an answer is built:
 *
 * - A small JSON answer (sized-json.ts) is built whole: its headers, the platform's included
 *   (`Vary: Accept-Encoding`, HSTS over https), come from a `Headers` object built once per kind of
 *   answer and copied natively, and only the request id is added per request. The platform passes it
 *   on untouched (`isWholeAnswer`). Converting nine headers from JavaScript on every request cost
 *   more than the rest of `GET /api/users/me` together.
 * - Anything else that touches the answer's headers or status through Hono (`c.header`: CORS,
 *   cookies, `Retry-After`, `Allow`; `c.status`) first hands these headers over to Hono, which then
 *   builds the answer its own way with every one of them in it.
 * - An answer Hono built without them (a handler's own `Response`, `c.text` or `c.body` with nothing
 *   handed over) gets them afterwards (`finish`).
 */
export class AnswerHeaders {
  #handedOver = false;
  #protective: ProtectiveSet;
  #varyOrigin = false;

  constructor(
    // Any Hono context: only its headers, status and bindings are touched (so this module needs not
    // the API's AppEnv, whose variables hold an AnswerHeaders: context.ts stays a leaf of types).
    private readonly c: Context,
    readonly requestId: string,
    protective: ProtectiveSet,
  ) {
    this.#protective = protective;
    const honoHeader = c.header;
    const honoStatus = c.status;
    this.handOver = () => {
      if (this.#handedOver) return;
      this.#handedOver = true;
      c.header = honoHeader;
      c.status = honoStatus;
      const record = this.record();
      for (const name in record) honoHeader(name, record[name]);
    };
    c.header = ((name: string, value?: string, options?: { append?: boolean }) => {
      this.handOver();
      honoHeader(name, value, options);
    }) as typeof c.header;
    c.status = (status) => {
      this.handOver();
      honoStatus(status);
    };
  }

  /** Gives these headers to Hono, which builds the answer from here on with every one of them in it. */
  readonly handOver: () => void;

  /** The answer's protective set (the reference page has its own: security-headers.ts). */
  protectWith(set: ProtectiveSet): void {
    if (this.#handedOver) for (const [name, value] of Object.entries(set.headers)) this.c.header(name, value);
    else this.#protective = set;
  }

  /** The answer depends on the request's Origin (CORS): `Vary: Origin`. */
  varyOnOrigin(): void {
    if (this.#handedOver) this.c.header("Vary", "Origin", { append: true });
    else this.#varyOrigin = true;
  }

  /** Whether the answer can still be built from these headers alone (nothing was handed to Hono). */
  get own(): boolean {
    return !this.#handedOver;
  }

  /** Every header of the answer as one record. */
  record(): HeaderRecord {
    const record: HeaderRecord = { "X-Request-Id": this.requestId, ...this.#protective.headers };
    if (this.#varyOrigin) record.Vary = "Origin";
    return record;
  }

  /**
   * A small JSON answer of `text` (`bytes` long) built whole from these headers and the platform's,
   * which then passes it on untouched; null when the platform has work to do on it (compressing a
   * large body), and the answer is Hono's to build.
   */
  json(text: string, bytes: number, status = 200): Response | null {
    const edge = (this.c.env as Partial<PlatformBindings> | undefined)?.wholeAnswerHeaders?.(bytes);
    if (!edge) return null;
    // Bun sends a string body's Content-Length itself.
    const res = new Response(text, { status, headers: this.#prebuilt(edge) });
    res.headers.set("X-Request-Id", this.requestId);
    wholeAnswers.add(res);
    return res;
  }

  /** The `Headers` of a whole JSON answer of this kind, but its request id: built once, then copied. */
  #prebuilt(edge: Readonly<HeaderRecord>): Headers {
    let kinds = prebuilt.get(this.#protective);
    if (!kinds) {
      kinds = new WeakMap();
      prebuilt.set(this.#protective, kinds);
    }
    let pair = kinds.get(edge);
    if (!pair) {
      const { headers } = this.#protective;
      pair = [wholeHeaders(headers, edge), wholeHeaders({ ...headers, Vary: "Origin" }, edge)];
      kinds.set(edge, pair);
    }
    return pair[this.#varyOrigin ? 1 : 0];
  }

  /** After the handler: an answer Hono built without these headers gets them (Vary appended). */
  finish(res: Response): void {
    if (wholeAnswers.has(res)) return;
    const headers = res.headers;
    // Handed over, Hono built them in; a handler's own Response (or a copy of it) has none of ours.
    if (headers.has("X-Content-Type-Options")) return;
    const record = this.record();
    for (const name in record) {
      const value = record[name] as string;
      if (name === "Vary") headers.append(name, value);
      else headers.set(name, value);
    }
  }
}

/** A whole JSON answer's headers: the API's, its type, and the platform's (`Vary` lists joined). */
function wholeHeaders(own: Readonly<HeaderRecord>, edge: Readonly<HeaderRecord>): Headers {
  const headers = new Headers({ ...own, "Content-Type": "application/json" });
  for (const name in edge) {
    const value = edge[name] as string;
    if (name === "Vary") headers.append(name, value);
    else headers.set(name, value);
  }
  return headers;
}

/** Prebuilt headers per protective set and platform record: without and with `Vary: Origin`. */
const prebuilt = new WeakMap<ProtectiveSet, WeakMap<Readonly<HeaderRecord>, [Headers, Headers]>>();

/** Answers the API built whole, the platform's headers included: it sends them on untouched. */
const wholeAnswers = new WeakSet<Response>();

export const isWholeAnswer = (res: Response): boolean => wholeAnswers.has(res);
