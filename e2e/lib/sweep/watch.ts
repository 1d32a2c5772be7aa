// What the browser reports while the sweep looks at a page: console errors, uncaught exceptions and
// Content-Security-Policy violations (the `securitypolicyviolation` event, relayed by a binding).
// Each is charged to the page and width being looked at when it arrived.
import type { BrowserContext, Page } from "@playwright/test";

export interface Reported {
  /** Where the sweep was when it arrived, e.g. `dashboard-store @ 1024`. */
  at: string;
  what: string;
}

/**
 * The sweep checks our app offline, as CI runs it: requests beyond this machine (Telegram's Login
 * Widget script, avatars and icons hosted elsewhere…) are refused, and the browser's own
 * "Failed to load resource: net::…" line for them says nothing about the app, so it is left out. What
 * the app's code logs about such a failure, and every error about our own servers (a 401 included),
 * is reported.
 */
const isThirdParty = (url: URL) =>
  url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname);

function isOfflineThirdPartyLoad(text: string, url: string): boolean {
  return text.startsWith("Failed to load resource: net::") && URL.canParse(url) && isThirdParty(new URL(url));
}

export class BrowserWatch {
  private where = "before the first page";
  private inFlight = 0;
  private lastActivity = Date.now();
  readonly reported: Reported[] = [];

  /** Starts listening in this context (call before its first page opens). */
  static async attach(context: BrowserContext, page: Page): Promise<BrowserWatch> {
    const watch = new BrowserWatch();
    await context.route(isThirdParty, (route) => route.abort("internetdisconnected"));
    await context.exposeBinding("__sweepCspViolation", (_source, text: string) =>
      watch.reported.push({ at: watch.where, what: `CSP violation: ${text}` }),
    );
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const relay = (window as unknown as { __sweepCspViolation?: (text: string) => void })
          .__sweepCspViolation;
        relay?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const url = message.location().url;
      if (isOfflineThirdPartyLoad(message.text(), url)) return;
      watch.reported.push({
        at: watch.where,
        // The first line: a logged error's stack names hashed chunks, which would split one cause in two.
        what: `console error: ${message.text().split("\n")[0]}${url ? ` (${url})` : ""}`,
      });
    });
    const activity = (delta: number) => () => {
      watch.inFlight += delta;
      watch.lastActivity = Date.now();
    };
    page.on("request", activity(1));
    page.on("requestfinished", activity(-1));
    page.on("requestfailed", activity(-1));
    page.on("pageerror", (error) =>
      watch.reported.push({ at: watch.where, what: `page error: ${error.message}` }),
    );
    return watch;
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (the page has what it asked for), or
   * after `capMs` for a page that keeps asking (polling): cheaper than Playwright's fixed 500 ms idle.
   */
  async quiet(quietMs: number, capMs: number) {
    const until = Date.now() + capMs;
    while (Date.now() < until) {
      if (this.inFlight <= 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((done) => setTimeout(done, 25));
    }
  }

  /** Charges what arrives from now on to `where`. */
  at(where: string) {
    this.where = where;
  }

  /** Everything reported since the last call. */
  take(): Reported[] {
    return this.reported.splice(0, this.reported.length);
  }
}
