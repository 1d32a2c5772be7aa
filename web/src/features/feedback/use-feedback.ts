import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { meQuery } from "../../lib/queries/users.ts";
import { isSignedInAtom } from "../../state/auth.ts";
import type { BrowserValue, DeviceValue } from "./content.ts";
import { detectClient } from "./detect-client.ts";
import type { FeedbackDraft } from "./validation.ts";

/**
 * Whether the bug report must ask for a username (docs/product/economy.md §5: only when the sender has no
 * nickname). Anonymous visitors always give one; a signed-in player's nickname comes from
 * `GET /api/users/me` (the dashboard's cached query when there is one).
 */
export function useNeedsUsername(): boolean {
  const { api } = usePlatform();
  const signedIn = useAtomValue(isSignedInAtom);
  const me = useQuery({ ...meQuery(api), enabled: signedIn });
  if (!signedIn || me.isError) return true;
  return me.isSuccess && !me.data.nickname;
}

/** `POST /api/feedback` (docs/product/economy.md §7) from a validated draft. */
export function useSubmitFeedback() {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: (draft: FeedbackDraft) => {
      const { browser, platform, pageUrl } = detectClient();
      const message = draft.message.trim();
      if (draft.mode === "feedback") {
        const grade = draft.grade ?? 0;
        return unwrap(
          api.api.feedback.$post({
            json: {
              type: "feedback",
              grade,
              message,
              additionalFields: { browser, platform, pageUrl, starRating: grade },
            },
          }),
        );
      }
      const username = draft.username.trim();
      const steps = draft.steps.trim();
      return unwrap(
        api.api.feedback.$post({
          json: {
            type: "bug",
            grade: null,
            message,
            additionalFields: {
              ...(username ? { username } : {}),
              selectedBrowser: draft.browser as BrowserValue,
              deviceType: draft.deviceType as DeviceValue,
              ...(steps ? { steps } : {}),
              browser,
              platform,
              pageUrl,
            },
          },
        }),
      );
    },
  });
}
