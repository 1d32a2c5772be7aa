import { createContext, use } from "react";
import type { ApiClient } from "./api-client.ts";

export type HapticKind = "tap" | "success" | "error";

/**
 * What differs between the browser and Telegram (ARCHITECTURE §1). The web app and the Mini App
 * each provide one through PlatformContext; shared features only talk to this.
 */
export interface Platform {
  kind: "web" | "telegram";
  /** Typed API client carrying this platform's session. */
  api: ApiClient;
  openLink(url: string): void;
  haptic(kind: HapticKind): void;
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = use(PlatformContext);
  if (!platform) throw new Error("usePlatform() needs a <PlatformContext> provider");
  return platform;
}
