import type { ShareData, ShareResult } from "./platform.ts";

/** The browser's share sheet where there is one, else the link copied to the clipboard. */
export async function shareInBrowser({ url, text }: ShareData): Promise<ShareResult> {
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ url, ...(text ? { text } : {}) });
      return "shared";
    }
    await navigator.clipboard.writeText(text ? `${text} ${url}` : url);
    return "copied";
  } catch {
    return "failed";
  }
}
