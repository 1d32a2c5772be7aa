import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { PlatformBindings } from "./client-ip.ts";

type HeaderRecord = Record<string, string>;

/**
 * The API's own headers for one answer (request id, the protective set, `Vary: Origin`), kept as a
 * plain record instead of in Hono's `Headers`: a JSON answer is then built with all of them in one
 * `new Response(text, { headers })` (sized-json.ts) instead of one native `Headers` call per header
 * and a copy of the whole set into the response, on every request.
 *
 * Anything else that touches the answer's headers or status through Hono (`c.header`: CORS, cookies,
 * `Retry-After`, `Allow`; `c.status`) first hands the record over to Hono, which then builds the
 * answer its own way with every header in it. An answer Hono built without them (a handler's own
 * `Response`, `c.text` or `c.body` with nothing handed over) gets them afterwards (`finish`).
 */
export class AnswerHeaders {
  #handedOver = false;

  constructor(
    private readonly c: Context<AppEnv>,
    readonly record: HeaderRecord,
  ) {
    const honoHeader = c.header;
    const honoStatus = c.status;
    const handOver = () => {
      if (this.#handedOver) return;
      this.#handedOver = true;
      c.header = honoHeader;
      c.status = honoStatus;
      for (const name in record) honoHeader(name, record[name]);
    };
    c.header = ((name: string, value?: string, options?: { append?: boolean }) => {
      handOver();
      honoHeader(name, value, options);
    }) as typeof c.header;
    c.status = (status) => {
      handOver();
      honoStatus(status);
    };
  }

  /** Sets one of the answer's headers (in the record, or through Hono once it was handed over). */
  set(name: string, value: string): void {
    if (this.#handedOver) this.c.header(name, value);
    else this.record[name] = value;
  }

  /** Whether the answer can still be built from the record alone (nothing was handed to Hono). */
  get own(): boolean {
    return !this.#handedOver;
  }

  /**
   * A JSON answer of `text` built whole from the record. When the platform would pass it on as it
   * is (under its compression threshold), its headers for that case are added too and the platform
   * passes it on untouched (`isWholeAnswer`); otherwise it does its work on it as on any answer.
   */
  json(text: string, bytes: number, status: number | undefined): Response {
    const edge = (this.c.env as Partial<PlatformBindings> | undefined)?.wholeAnswerHeaders?.(bytes);
    const headers: HeaderRecord = {
      ...this.record,
      "Content-Type": "application/json",
      "Content-Length": String(bytes),
    };
    if (edge) for (const name in edge) headers[name] = joinHeader(headers[name], edge[name] as string, name);
    const res = new Response(text, { status: status ?? 200, headers });
    (edge ? wholeAnswers : withAnswerHeaders).add(res);
    return res;
  }

  /** After the handler: an answer Hono built without the record gets its headers (Vary appended). */
  finish(res: Response): void {
    if (wholeAnswers.has(res) || withAnswerHeaders.has(res)) return;
    const headers = res.headers;
    // Handed over, Hono built them in; a handler's own Response (or a copy of it) has none of ours.
    if (headers.has("X-Content-Type-Options")) return;
    for (const name in this.record) {
      const value = this.record[name] as string;
      if (name === "Vary") headers.append(name, value);
      else headers.set(name, value);
    }
  }
}

/** Two values of one header: `Vary` lists are joined, any other header takes the later value. */
function joinHeader(earlier: string | undefined, later: string, name: string): string {
  return earlier !== undefined && name === "Vary" ? `${earlier}, ${later}` : later;
}

/** Answers the API built whole, edge headers included: the platform sends them on untouched. */
const wholeAnswers = new WeakSet<Response>();
/** Answers built from the record that the platform still has work on (compression of a large body). */
const withAnswerHeaders = new WeakSet<Response>();

export const isWholeAnswer = (res: Response): boolean => wholeAnswers.has(res);
