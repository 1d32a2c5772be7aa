import type { ApiClient } from "@jadeverse/web/lib/api-client";
import type { Platform } from "@jadeverse/web/lib/platform";
import { hapticFeedback, openLink } from "@telegram-apps/sdk-react";

/** The Mini App's Platform: links open through Telegram, feedback is haptic. */
export function createTelegramPlatform(api: ApiClient): Platform {
  return {
    kind: "telegram",
    api,
    openLink: (url) => {
      const [opened] = openLink.ifAvailable(url);
      if (!opened) window.open(url, "_blank", "noopener,noreferrer");
    },
    haptic: (kind) => {
      if (kind === "tap") hapticFeedback.impactOccurred.ifAvailable("light");
      else hapticFeedback.notificationOccurred.ifAvailable(kind);
    },
  };
}
