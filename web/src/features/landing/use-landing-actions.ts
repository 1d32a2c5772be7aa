import { useMutation } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useEffect, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { unwrap } from "../../lib/api-client.ts";
import { LANDING_QUERY, ROUTES } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { showToastAtom } from "../../state/toasts.ts";
import { useMessagesNow } from "../../ui/messages.ts";
import { useStartSession } from "../auth/use-start-session.ts";
import { useSetDialog } from "../dialogs/use-dialog.ts";
import { landingMessages } from "./messages.ts";

/**
 * The landing page's entry points (docs/product/platform.md §2), each handled once and then removed from the URL:
 * `?demoId=` signs in to a demo account and opens the dashboard; `?token=` verifies an e-mail
 * address, then offers the sign-in step; `?referral=` opens registration with the code locked;
 * `?login=true` and `/login` open the sign-in step; `/signup` opens the waitlist.
 */
export function useLandingActions() {
  const t = useMessagesNow(landingMessages);
  const { api } = usePlatform();
  const startSession = useStartSession();
  const setDialog = useSetDialog();
  const showToast = useSetAtom(showToastAtom);
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();

  const demo = useMutation({
    mutationFn: (id: string) => unwrap(api.api.auth["login-demo"].$post({ json: { id } })),
    onSuccess: (session) => startSession(session.access_token),
    onError: (error) => showToast({ tone: "error", message: error.message }),
  });
  const verification = useMutation({
    mutationFn: (value: string) => unwrap(api.api.auth["verify-email"].$post({ json: { token: value } })),
    onSuccess: () => {
      setDialog({ kind: "login", step: 4 });
      showToast({ tone: "success", message: t("verified") });
    },
    onError: () => showToast({ tone: "error", message: t("unverified") }),
  });

  // Tokens are consumed by the server: never send one twice (StrictMode re-runs effects; refs survive).
  const handled = useRef(new Set<string>());
  const once = (key: string) => {
    if (handled.current.has(key)) return false;
    handled.current.add(key);
    return true;
  };
  const { mutate: loginDemo } = demo;
  const { mutate: verify } = verification;
  const demoId = params.get(LANDING_QUERY.demoId);
  const token = params.get(LANDING_QUERY.token);
  const referral = params.get(LANDING_QUERY.referral)?.trim() || null;
  const login = params.get(LANDING_QUERY.login) === "true";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `once` only reads a ref.
  useEffect(() => {
    if (pathname === ROUTES.signup && once("signup")) setDialog({ kind: "waitlist" });
    if (pathname === ROUTES.login && once("login-path")) setDialog({ kind: "login", step: 4 });
    if (!demoId && !token && !referral && !login) return;
    if (referral && once(`referral:${referral}`))
      setDialog({ kind: "login", step: 1, referralCode: referral });
    if (login && once("login")) setDialog({ kind: "login", step: 4 });
    if (demoId && once(`demo:${demoId}`)) loginDemo(demoId);
    if (token && once(`token:${token}`)) verify(token);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [LANDING_QUERY.demoId, LANDING_QUERY.token, LANDING_QUERY.login]) next.delete(key);
        // The referral code stays in the URL until registration so a reload keeps it.
        return next;
      },
      { replace: true },
    );
  }, [pathname, demoId, token, referral, login, loginDemo, verify, setDialog, setParams]);

  return { demo, verification };
}
