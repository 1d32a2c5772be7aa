import { NICKNAME_MAX } from "@jadeverse/api/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { BREAKPOINTS, PRODUCT_NAME } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { type OwnedAvatar, useOwnedAvatars, usePlayer, userKeys } from "../../lib/queries/users.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { Button, buttonClasses } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { loopableAvatars, nextSlide, previousSlide, visibleAvatars } from "./carousel.ts";
import { AVATAR_PICKER } from "./constants.ts";
import { dashboardMessages } from "./messages.ts";
import { acceptNickname, canConfirmNickname } from "./nickname.ts";
import { TermsGate } from "./terms-gate.tsx";
import { avatarSelectionPendingAtom } from "./tutorial-state.ts";

/**
 * The welcome screen ("Welcome to {product}", docs/product/platform.md §2, §4): a player without a nickname or an
 * avatar picks one of their avatars and a nickname; confirm equips the skin and saves the nickname.
 * A player who has not yet confirmed 18+ and the Terms meets that first (terms-gate.tsx).
 */
export function AvatarPicker() {
  const player = usePlayer();
  if (player.data && !player.data.termsAccepted) return <TermsGate />;
  return <WelcomePicker />;
}

function WelcomePicker() {
  const player = usePlayer();
  const setPending = useSetAtom(avatarSelectionPendingAtom);
  const [done, setDone] = useState(false);
  const needed =
    !!player.data &&
    (!player.data.nickname || !player.data.equippedSkin) &&
    !done &&
    !putOffThisSession(player.data.id);
  const owned = useOwnedAvatars({ enabled: needed });
  useEffect(() => {
    setPending(needed);
    return () => setPending(false);
  }, [needed, setPending]);
  if (!needed || !player.data || owned.isPending) return null;
  return (
    <AvatarPickerDialog
      avatars={owned.data ?? []}
      failed={owned.isError}
      initialNickname={player.data.nickname ?? ""}
      onDone={() => {
        putOff(player.data?.id);
        setDone(true);
      }}
    />
  );
}

/** "Later" (or a confirmed choice) lasts for the tab's session: a reload does not ask the player again. */
function putOffThisSession(playerId: number): boolean {
  try {
    return sessionStorage.getItem(`${AVATAR_PICKER.laterKey}:${playerId}`) === "1";
  } catch {
    return false;
  }
}

function putOff(playerId: number | undefined) {
  if (playerId === undefined) return;
  try {
    sessionStorage.setItem(`${AVATAR_PICKER.laterKey}:${playerId}`, "1");
  } catch {
    // Storage refused (private mode): the picker is only put off until the next reload.
  }
}

function AvatarPickerDialog({
  avatars,
  failed,
  initialNickname,
  onDone,
}: {
  avatars: readonly OwnedAvatar[];
  /** The owned avatars could not be read: say so (with Later) rather than "No items found.". */
  failed: boolean;
  initialNickname: string;
  onDone(): void;
}) {
  const t = useMessages(dashboardMessages);
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.mobile + 1}px)`);
  const slides = loopableAvatars(avatars);
  const visible = Math.min(visibleAvatars(wide), slides.length);
  const [start, setStart] = useState(0);
  const [chosen, setChosen] = useState<number | null>(avatars[0]?.id ?? null);
  const [nickname, setNickname] = useState(initialNickname.slice(0, NICKNAME_MAX));

  const confirm = useMutation({
    mutationFn: async ({ skinId, name }: { skinId: number; name: string }) => {
      await unwrap(api.api.skins.equip[":skinId"].$post({ param: { skinId: String(skinId) } }));
      await unwrap(api.api.users.me.$patch({ json: { nickname: name } }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.me() });
      onDone();
    },
    onError: () => showToast({ tone: "error", message: t("pickerEquipFailed") }),
  });

  const shown = Array.from({ length: visible }, (_, offset) => slides[(start + offset) % slides.length]);
  return (
    <Dialog
      title={t("welcomeTitle", { product: PRODUCT_NAME })}
      onClose={onDone}
      closeLabel={t("pickerLater")}
      size="lg"
    >
      {failed ? (
        <p role="alert" className="py-6 text-center text-muted">
          {t("pickerLoadFailed")}
        </p>
      ) : slides.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-6 text-center">
          <p className="text-muted">{t("pickerEmpty")}</p>
          <Link to="/dashboard/store" onClick={onDone} className={buttonClasses("primary")}>
            {t("pickerVisitStore")}
          </Link>
        </div>
      ) : (
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null && canConfirmNickname(nickname))
              confirm.mutate({ skinId: chosen, name: nickname.trim() });
          }}
        >
          <div className="flex items-center gap-2">
            <CarouselArrow
              label={t("previousAvatar")}
              onClick={() => setStart((i) => previousSlide(i, slides.length))}
            />
            <ul
              aria-label={t("yourAvatars")}
              data-visible={visible}
              className="flex flex-1 justify-center gap-3"
            >
              {shown.map((avatar, offset) =>
                avatar ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a looped list repeats ids; the slot is the identity.
                  <li key={`${avatar.id}-${offset}`} className="flex-1">
                    <button
                      type="button"
                      aria-pressed={chosen === avatar.id}
                      onClick={() => setChosen(avatar.id)}
                      className={`flex w-full flex-col items-center gap-2 rounded-2xl border p-3 transition ${chosen === avatar.id ? "border-gold bg-gold/10" : "border-line bg-raised"}`}
                    >
                      <img src={avatar.smallImage.url} alt="" className="size-24 rounded-xl object-cover" />
                      <span className="text-sm font-semibold">{avatar.name}</span>
                    </button>
                  </li>
                ) : null,
              )}
            </ul>
            <CarouselArrow
              label={t("nextAvatar")}
              next
              onClick={() => setStart((i) => nextSlide(i, slides.length))}
            />
          </div>
          <label className="flex flex-col gap-1.5">
            <span className="sr-only">{t("nickname")}</span>
            <input
              value={nickname}
              placeholder={t("pickerPlaceholder")}
              onChange={(event) => setNickname((previous) => acceptNickname(previous, event.target.value))}
              className="h-12 rounded-xl border border-line bg-raised px-4 text-ink placeholder:text-muted focus:border-jade"
            />
          </label>
          <Button
            type="submit"
            disabled={!canConfirmNickname(nickname) || chosen === null}
            loading={confirm.isPending}
          >
            {t("pickerConfirm")}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

function CarouselArrow({ label, next = false, onClick }: { label: string; next?: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-10 shrink-0 place-items-center rounded-full border border-line bg-raised"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
        <path
          d={next ? "m9 6 6 6-6 6" : "m15 6-6 6 6 6"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
