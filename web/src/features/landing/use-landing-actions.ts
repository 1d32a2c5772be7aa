import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { unwrap } from "../../lib/api-client.ts";
import { LANDING_QUERY } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { useStartSession } from "../auth/use-start-session.ts";

/**
 * The landing page's one-shot query parameters (spec 000 §2): `?demoId=` signs in to a demo account
 * and opens the dashboard; `?token=` verifies an e-mail address. Each runs once, then leaves the URL.
 */
export function useLandingActions({ onVerified }: { onVerified: () => void }) {
  const { api } = usePlatform();
  const startSession = useStartSession();
  const [params, setParams] = useSearchParams();
  const demoId = params.get(LANDING_QUERY.demoId);
  const token = params.get(LANDING_QUERY.token);

  const demo = useMutation({
    mutationFn: (id: string) => unwrap(api.api.auth["login-demo"].$post({ json: { id } })),
    onSuccess: (session) => startSession(session.access_token),
  });
  const verification = useMutation({
    mutationFn: (value: string) => unwrap(api.api.auth["verify-email"].$post({ json: { token: value } })),
    onSuccess: onVerified,
  });

  // A token is consumed by the server: never send it twice (StrictMode re-runs effects; refs survive).
  const handled = useRef(new Set<string>());
  const { mutate: loginDemo } = demo;
  const { mutate: verify } = verification;
  useEffect(() => {
    if (!demoId && !token) return;
    if (demoId && !handled.current.has(`demo:${demoId}`)) {
      handled.current.add(`demo:${demoId}`);
      loginDemo(demoId);
    }
    if (token && !handled.current.has(`token:${token}`)) {
      handled.current.add(`token:${token}`);
      verify(token);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LANDING_QUERY.demoId);
        next.delete(LANDING_QUERY.token);
        return next;
      },
      { replace: true },
    );
  }, [demoId, token, loginDemo, verify, setParams]);

  return { demo, verification };
}
