import type { Locale } from "@jadeverse/api/client/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { userKeys } from "../../lib/queries/users.ts";
import { showToastAtom } from "../../state/toasts.ts";

/** After a change: the player query (header, dashboard, this tab) reads the server again. */
function useRefreshPlayer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userKeys.me() });
}

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  nickname?: string;
  email?: string;
  currentPassword?: string;
  /** Telegram's launch data: the proof for an account without a password (Platform.identityProof). */
  telegramInitData?: string;
  /** The language chosen in Settings (docs/i18n.md). */
  language?: Locale;
}

/** `PATCH /api/users/me`: names, nickname, e-mail (with the current password). */
export function useUpdateProfile() {
  const { api } = usePlatform();
  const refresh = useRefreshPlayer();
  return useMutation({
    mutationFn: (json: ProfilePatch) => unwrap(api.api.users.me.$patch({ json })),
    onSuccess: refresh,
  });
}

/** `PATCH /api/users/change-password`; the server ends every other session of the player. */
export function useChangePassword() {
  const { api } = usePlatform();
  const refresh = useRefreshPlayer();
  return useMutation({
    mutationFn: (json: { oldPassword: string; newPassword: string }) =>
      unwrap(api.api.users["change-password"].$patch({ json })),
    onSuccess: refresh,
  });
}

/** `PATCH /api/users/wallet-address` (an empty address removes it). */
export function useUpdateWallet() {
  const { api } = usePlatform();
  const refresh = useRefreshPlayer();
  return useMutation({
    mutationFn: (walletAddress: string) =>
      unwrap(api.api.users["wallet-address"].$patch({ json: { walletAddress } })),
    onSuccess: refresh,
  });
}

/**
 * `POST /api/skins/equip/{skinId}` with the spec's toasts. A refusal (the skin was given up
 * meanwhile) also reads the player again, so the grid shows what the player really owns.
 */
export function useEquipAvatar(messages: { success: string; failure: string }) {
  const { api } = usePlatform();
  const refresh = useRefreshPlayer();
  const showToast = useSetAtom(showToastAtom);
  return useMutation({
    mutationFn: (skinId: number) =>
      unwrap(api.api.skins.equip[":skinId"].$post({ param: { skinId: String(skinId) } })),
    onSuccess: async () => {
      showToast({ tone: "success", message: messages.success });
      await refresh();
    },
    onError: async () => {
      showToast({ tone: "error", message: messages.failure });
      await refresh();
    },
  });
}
