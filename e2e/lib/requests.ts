import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

/** A fresh address per test: the API rate-limits several calls per e-mail, and rows stay apart. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

let visitors = 0;

/**
 * Headers that make one API call come from its own client address (TEST-NET-2, 198.51.100.0/24 and
 * on): the served platform trusts X-Forwarded-For in e2e (TRUSTED_PROXIES, e2e/serve.ts), as it would
 * behind a load balancer. The players a spec creates through the API are different people; the
 * per-address limits (10 sign-ups an hour) then apply to each, as they would in the world, instead of
 * to the whole run, which all comes from 127.0.0.1.
 */
export function asNewVisitor(): Record<string, string> {
  visitors++;
  const [a, b] = [Math.floor(visitors / 250) % 250, (visitors % 250) + 1];
  return { "X-Forwarded-For": `198.51.${100 + a}.${b}` };
}

/**
 * Records the page's calls to our API as "METHOD /path" (all of them, or those `keep` accepts), so a
 * spec can assert that bad input sent nothing.
 */
export function recordApiCalls(page: Page, keep: (method: string, path: string) => boolean = () => true) {
  const calls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") && keep(request.method(), pathname)) {
      calls.push(`${request.method()} ${pathname}`);
    }
  });
  return calls;
}
