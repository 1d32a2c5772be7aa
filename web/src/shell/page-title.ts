import { useEffect } from "react";
import { useMatches } from "react-router";
import { PRODUCT_NAME } from "../lib/constants.ts";
import type { PageHandle } from "../route-table.tsx";
import { type UiMessage, useUiMessages } from "../ui/messages.ts";

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "title" in handle;

/** The deepest matched page's entry in the route table (title, own chrome). */
export function usePageHandle(): PageHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return null;
}

/**
 * The current page's title in the player's language (the ui catalogue's, never suspending): the
 * product's name for a page titled by it alone (the landing); outside the route table `fallback`'s,
 * else undefined.
 */
export function usePageTitle(fallback?: UiMessage): string | undefined {
  const t = useUiMessages();
  const page = usePageHandle();
  if (!page) return fallback && t(fallback);
  return page.title ? t(page.title) : PRODUCT_NAME;
}

/** Keeps `document.title` on the current page's title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title && title !== PRODUCT_NAME ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
