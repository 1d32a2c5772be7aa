import { TERMS_VERSION } from "@jadeverse/api/client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { unwrap } from "../../lib/api-client.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Notice } from "../../ui/notice.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { TELEGRAM_AUTH_CALLBACK, TELEGRAM_WIDGET_SCRIPT } from "./content.ts";
import { loginErrorMessage } from "./error-messages.ts";
import { type AccountNote, accountMessages, noteText } from "./messages.ts";

/** What the Login Widget hands to `data-onauth` (https://core.telegram.org/widgets/login). */
export interface TelegramWidgetUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

const optionalText = (value: unknown) => (typeof value === "string" ? value : undefined);

function parseWidgetUser(value: unknown): TelegramWidgetUser | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== "number" || typeof raw.auth_date !== "number" || typeof raw.hash !== "string")
    return null;
  return {
    id: raw.id,
    auth_date: raw.auth_date,
    hash: raw.hash,
    first_name: optionalText(raw.first_name),
    last_name: optionalText(raw.last_name),
    username: optionalText(raw.username),
    photo_url: optionalText(raw.photo_url),
  };
}

type CallbackWindow = Window & { [TELEGRAM_AUTH_CALLBACK]?: (user: unknown) => void };

export interface TelegramLoginWidgetProps {
  botUsername: string;
  /** Checked before anything is sent (the step's agreements); false keeps the payload local. */
  canSend(): boolean;
  onSignedIn(accessToken: string): void;
}

/**
 * Telegram's Login Widget on the register step (docs/product/platform.md §2, §4). Telegram's script draws the
 * button and calls our global callback with a signed user, which `POST /api/auth/telegram-login`
 * verifies; its access token starts the session like a normal login. The spec asks players to have
 * a username, first name and last name, so a profile missing one is refused here with that advice.
 */
export function TelegramLoginWidget({ botUsername, canSend, onSignedIn }: TelegramLoginWidgetProps) {
  const t = useMessages(accountMessages);
  const { api } = usePlatform();
  const container = useRef<HTMLDivElement>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [problem, setProblem] = useState<AccountNote | null>(null);
  const login = useMutation({
    // Step 1's "over 18" and Terms boxes are ticked before the widget signs in: stored with the account.
    mutationFn: (user: TelegramWidgetUser) =>
      unwrap(
        api.api.auth["telegram-login"].$post({ json: { ...user, termsVersion: TERMS_VERSION, adult: true } }),
      ),
    onSuccess: (session) => onSignedIn(session.access_token),
    onError: (error) => setProblem(loginErrorMessage(error)),
  });

  const onAuth = useRef<(user: unknown) => void>(() => {});
  onAuth.current = (value) => {
    setProblem(null);
    const user = parseWidgetUser(value);
    if (!user) return setProblem({ id: "telegramFailed" });
    if (!user.username || !user.first_name || !user.last_name)
      return setProblem({ id: "telegramIncomplete" });
    if (!canSend()) return;
    login.mutate(user);
  };

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const target = window as CallbackWindow;
    target[TELEGRAM_AUTH_CALLBACK] = (user) => onAuth.current(user);
    const script = document.createElement("script");
    script.async = true;
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.dataset.telegramLogin = botUsername;
    script.dataset.size = "large";
    script.dataset.radius = "12";
    script.dataset.requestAccess = "write";
    script.dataset.onauth = `${TELEGRAM_AUTH_CALLBACK}(user)`;
    script.onerror = () => setScriptFailed(true);
    host.append(script);
    return () => {
      delete target[TELEGRAM_AUTH_CALLBACK];
      host.replaceChildren();
    };
  }, [botUsername]);

  return (
    <section aria-label={t("telegramSection")} className="flex flex-col gap-3 border-t border-line pt-5">
      <p className="text-center text-xs font-semibold uppercase tracking-[0.14em] text-muted">
        {t("telegramOr")}
      </p>
      <div ref={container} className={scriptFailed ? "hidden" : "flex min-h-10 justify-center"} />
      <p className="text-center text-xs text-muted">{t("telegramHint")}</p>
      {scriptFailed ? <Notice>{t("telegramUnavailable")}</Notice> : null}
      {login.isPending ? (
        <Notice>
          <Spinner /> {t("telegramSigningIn")}
        </Notice>
      ) : null}
      {problem ? <Notice tone="error">{noteText(problem, t)}</Notice> : null}
    </section>
  );
}
