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
 * Telegram's Login Widget script (https://telegram.org/js/…) cannot load here, with no internet, as in
 * CI: the console error it causes says nothing about the app. Only that origin's load errors are left out.
 */
const OFFLINE_THIRD_PARTY = "https://telegram.org/";

export class BrowserWatch {
  private where = "before the first page";
  private inFlight = 0;
  private lastActivity = Date.now();
  readonly reported: Reported[] = [];

  /** Starts listening in this context (call before its first page opens). */
  static async attach(context: BrowserContext, page: Page): Promise<BrowserWatch> {
    const watch = new BrowserWatch();
    await context.route(`${OFFLINE_THIRD_PARTY}**`, (route) => route.abort("internetdisconnected"));
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
      if (message.location().url.startsWith(OFFLINE_THIRD_PARTY)) return;
      const url = message.location().url;
      watch.reported.push({
        at: watch.where,
        what: `console error: ${message.text()}${url ? ` (${url})` : ""}`,
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
