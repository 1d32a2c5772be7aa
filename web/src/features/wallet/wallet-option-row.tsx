import { type ReactNode, useId } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { type WalletTranslate, walletMessages } from "./messages.ts";
import { WalletGlyph, type WalletGlyphKind, WalletIcon } from "./wallet-glyph.tsx";

/** What a wallet option can be doing; the row shows it in words, never by colour alone (in the player's language). */
export type WalletOptionState =
  | { kind: "detected" }
  /** Usable without an extension (a web wallet, a QR code, a popup); `note` says how. */
  | { kind: "available"; note: string }
  | { kind: "not-installed"; installUrl: string }
  | { kind: "unavailable"; reason: string }
  | { kind: "connecting" }
  | { kind: "error"; message: string };

export interface WalletOptionRowProps {
  name: string;
  /** The wallet's own icon (data: URI only), else our glyph. */
  iconSrc?: string | undefined;
  glyph: WalletGlyphKind;
  /** e.g. "Browser wallet", "Exchange wallet" (in the player's language). */
  category: string;
  state: WalletOptionState;
  onConnect(): void;
}

function statusText(state: WalletOptionState, t: WalletTranslate): ReactNode {
  switch (state.kind) {
    case "detected":
      return <span className="text-jade">{t("detected")}</span>;
    case "available":
      return <span className="text-muted">{state.note}</span>;
    case "not-installed":
      return <span className="text-muted">{t("notInstalled")}</span>;
    case "unavailable":
      return <span className="text-muted">{state.reason}</span>;
    case "connecting":
      return <span className="text-gold">{t("confirmInWallet")}</span>;
    case "error":
      return <span className="text-danger">{state.message}</span>;
  }
}

/** One wallet in the modal's list: icon, name, kind, state and the action that fits the state. */
export function WalletOptionRow({ name, iconSrc, glyph, category, state, onConnect }: WalletOptionRowProps) {
  const t = useMessages(walletMessages);
  const statusId = useId();
  const action =
    state.kind === "not-installed" ? (
      <a
        href={state.installUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("installLabel", { name })}
        className={buttonClasses("secondary")}
      >
        {t("install")}
      </a>
    ) : (
      <button
        type="button"
        onClick={onConnect}
        disabled={state.kind === "unavailable" || state.kind === "connecting"}
        aria-label={t("connectLabel", { name })}
        aria-describedby={statusId}
        aria-busy={state.kind === "connecting" || undefined}
        className={buttonClasses(state.kind === "detected" ? "primary" : "secondary")}
      >
        {state.kind === "connecting" ? <Spinner /> : null}
        {t(state.kind === "error" ? "retry" : "connectShort")}
      </button>
    );
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-line bg-raised/60 p-3">
      {iconSrc?.startsWith("data:") ? <WalletIcon src={iconSrc} /> : <WalletGlyph kind={glyph} />}
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{name}</p>
        <p id={statusId} className="text-xs" aria-live="polite">
          <span className="text-muted">{category} · </span>
          {statusText(state, t)}
        </p>
      </div>
      <div className="shrink-0">{action}</div>
    </li>
  );
}
