import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

/** A fresh address per test: the API rate-limits several calls per e-mail, and rows stay apart. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;

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
