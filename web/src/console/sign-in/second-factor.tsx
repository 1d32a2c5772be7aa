import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { errorMessage, isApiError, unwrap } from "../../lib/api-client.ts";
import { useSession } from "../../state/session.ts";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import type { ConsoleCredential } from "../console-client.ts";
import { CodeField } from "./code-field.tsx";
import { Enrolment } from "./enrolment.tsx";

type Mode = "code" | "recovery" | "enrol";

/**
 * The console's sign-in: the signed-in player proves the second factor, a fresh code from the
 * authenticator (or a recovery code), and receives a console token. An operator with no
 * authenticator yet is taken through enrolment first.
 */
export function SecondFactor({ onSignedIn }: { onSignedIn(credential: ConsoleCredential): void }) {
  const { api } = useSession();
  const [mode, setMode] = useState<Mode>("code");
  const [code, setCode] = useState("");
  const [recoveryCode, setRecoveryCode] = useState("");
  const titleId = useId();
  const signIn = useMutation({
    mutationFn: (json: { code: string } | { recoveryCode: string }) =>
      unwrap(api.api.console.session.$post({ json })),
    onSuccess: (answer) => onSignedIn(answer),
    onError: (error) => {
      if (isApiError(error, "CONSOLE_FACTOR_NOT_ENROLLED")) setMode("enrol");
    },
  });

  if (mode === "enrol")
    return (
      <Enrolment
        onCancel={() => setMode("code")}
        onDone={() => {
          signIn.reset();
          setCode("");
          setMode("code");
        }}
      />
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "code" && code.length === 6) signIn.mutate({ code });
    if (mode === "recovery" && recoveryCode.trim()) signIn.mutate({ recoveryCode: recoveryCode.trim() });
  };
  const error = signIn.error && !isApiError(signIn.error, "CONSOLE_FACTOR_NOT_ENROLLED");
  return (
    <form className="space-y-4" onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        Second factor
      </h2>
      {mode === "code" ? (
        <CodeField value={code} onChange={setCode} error={error ? errorMessage(signIn.error) : null} />
      ) : (
        <TextField
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          required
          value={recoveryCode}
          error={error ? errorMessage(signIn.error) : null}
          onChange={(event) => setRecoveryCode(event.target.value)}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={signIn.isPending}>
          Sign in to the console
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            signIn.reset();
            setMode(mode === "code" ? "recovery" : "code");
          }}
        >
          {mode === "code" ? "Use a recovery code" : "Use the authenticator"}
        </Button>
      </div>
      <p className="text-sm text-muted">
        First time here?{" "}
        <button type="button" className="text-jade underline" onClick={() => setMode("enrol")}>
          Set up your authenticator
        </button>
      </p>
    </form>
  );
}
