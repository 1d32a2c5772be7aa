import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { unwrap } from "../../lib/api-client.ts";
import { ERROR_DISPLAY_MS } from "../../lib/constants.ts";
import { usePlatform } from "../../lib/platform.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useStartSession } from "./use-start-session.ts";

/** E-mail sign-in (`POST /api/auth/login`); the server's message shows for 5 s on failure. */
export function SignInCard({ autoFocus = false }: { autoFocus?: boolean }) {
  const { api } = usePlatform();
  const startSession = useStartSession();
  const headingId = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      unwrap(api.api.auth.login.$post({ json: body })),
    onSuccess: (session) => startSession(session.access_token),
  });

  const { isError, reset } = login;
  useEffect(() => {
    if (!isError) return;
    const timer = window.setTimeout(reset, ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isError, reset]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <Card as="section" aria-labelledby={headingId} className="w-full p-6 sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        Sign in to play
      </h2>
      <p className="mt-1 text-sm text-muted">Welcome back. Your gems and coins are waiting.</p>
      <form className="mt-6 flex flex-col gap-4" onSubmit={submit}>
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus={autoFocus}
          value={email}
          invalid={isError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={isError ? login.error.message : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" size="lg" loading={login.isPending} className="mt-2 w-full">
          {login.isPending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </Card>
  );
}
