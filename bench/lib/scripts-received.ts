/**
 * What a browser receives on a first visit: every script a fresh Chromium profile (empty cache) fetched
 * until its network went quiet, sized from Chromium's own network log (CDP
 * `Network.loadingFinished.encodedDataLength`: bytes received for the response, headers included,
 * after content encoding). Lazy chunks the first screen pulls in count too. Used by
 * bench/landing-bundle.ts.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";

/** The network counts as quiet after this long without a request in flight. */
export const QUIET_MS = 1_500;
/** Longest wait for the network to go quiet after the page opened. */
const QUIET_DEADLINE_MS = 20_000;

export interface Received {
  url: string;
  /** Bytes on the wire: headers plus the (encoded) body. */
  wireBytes: number;
  encoding: string;
  status: number;
}

export interface VisitOptions {
  viewport?: { width: number; height: number };
  /** Prepares the fresh context before the page exists (e.g. a client stand-in as an init script). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /**
   * Opens the page and returns once it shows what is measured; throws (with a message saying what is
   * missing) when it never does. Default: `page.goto(url)` until `load`.
   */
  open?: (page: Page, url: string) => Promise<void>;
}

/** Requests that stay open by design (sockets, event streams): they don't keep the network busy. */
const longLived = (type: string | undefined, url: string) =>
  type === "WebSocket" || type === "EventSource" || /\/socket\.io\/.*transport=polling/.test(url);

/** Every script a fresh visit to `url` received, with its size on the wire. */
export async function scriptsReceived(
  browser: Browser,
  url: string,
  options: VisitOptions = {},
): Promise<Received[]> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const responses = new Map<string, { url: string; type: string; encoding: string; status: number }>();
    const scripts: Received[] = [];
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", (event) => {
      if (!longLived(event.type, event.request.url)) inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on("Network.responseReceived", (event) => {
      const headers = Object.fromEntries(
        Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      responses.set(event.requestId, {
        url: event.response.url,
        type: event.type ?? "",
        encoding: String(headers["content-encoding"] ?? "identity"),
        status: event.response.status,
      });
    });
    const settle = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on("Network.loadingFinished", (event) => {
      settle(event.requestId);
      const response = responses.get(event.requestId);
      if (response?.type === "Script")
        scripts.push({
          url: response.url,
          wireBytes: event.encodedDataLength,
          encoding: response.encoding,
          status: response.status,
        });
    });
    cdp.on("Network.loadingFailed", (event) => settle(event.requestId));

    if (options.open) await options.open(page, url);
    else await page.goto(url, { waitUntil: "load" });
    const deadline = Date.now() + QUIET_DEADLINE_MS;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS))
      await Bun.sleep(100);
    return scripts;
  } finally {
    await context.close();
  }
}
