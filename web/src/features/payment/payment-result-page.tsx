import type { ReactNode } from "react";
import { Link } from "react-router";
import { SUPPORT_EMAIL } from "../../lib/community.ts";
import { ROUTES } from "../../lib/constants.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";

interface ResultProps {
  tone: "success" | "failure";
  title: string;
  button: string;
  children: ReactNode;
}

function ResultIcon({ tone }: { tone: ResultProps["tone"] }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-20">
      <circle
        cx="32"
        cy="32"
        r="29"
        fill={tone === "success" ? "rgb(63 211 155 / 0.15)" : "rgb(255 143 133 / 0.15)"}
        stroke={tone === "success" ? "#3fd39b" : "#ff8f85"}
        strokeWidth="3"
      />
      {tone === "success" ? (
        <path
          d="M20 33l8 8 16-18"
          fill="none"
          stroke="#3fd39b"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M23 23l18 18M41 23L23 41"
          fill="none"
          stroke="#ff8f85"
          strokeWidth="5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The card both result pages share; its one button leads to /dashboard (spec 001 §2). */
function PaymentResult({ tone, title, button, children }: ResultProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center gap-10 px-4 py-8">
      <header className="flex w-full max-w-5xl items-center">
        <BrandLink />
      </header>
      <main className="flex w-full flex-1 items-start justify-center sm:items-center">
        <Card
          glow={tone === "success"}
          className="flex w-full max-w-md flex-col items-center gap-5 p-8 text-center"
        >
          <ResultIcon tone={tone} />
          <h1 className="font-display text-3xl font-bold">{title}</h1>
          <div className="flex flex-col gap-3 text-muted">{children}</div>
          <Link to={ROUTES.dashboard} className={`${buttonClasses("primary", "lg")} w-full`}>
            {button}
          </Link>
        </Card>
      </main>
    </div>
  );
}

/**
 * `/payment-success` (protected): where a card provider returns the player after paying. The gems
 * are credited by the server once the provider confirms (ARCHITECTURE "Payments"), so the page says
 * they are on their way rather than naming an amount it cannot know.
 */
export function PaymentSuccessPage() {
  return (
    <PaymentResult tone="success" title="Successful Payment!" button="Great">
      <p>
        Thank you! Your Jade Gems are added to your balance as soon as the payment provider confirms it,
        usually within a minute.
      </p>
    </PaymentResult>
  );
}

/** `/payment-failed` (protected): the provider reported a failed or cancelled payment. */
export function PaymentFailedPage() {
  return (
    <PaymentResult tone="failure" title="Payment Failed!" button="Close">
      <p>
        The payment did not go through. No gems were charged, and no money was taken unless your payment
        provider tells you otherwise.
      </p>
      <p>
        You can try again from Buy gems. If money left your account, write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-jade underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>{" "}
        with the date and amount, or use the feedback button.
      </p>
    </PaymentResult>
  );
}
