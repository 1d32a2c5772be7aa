import { ROUTES } from "../lib/constants.ts";

/** "I accept the Terms and Conditions", the Terms opening in a new tab: the sign-up form's and the 18+ gate's box. */
export function TermsAcceptLabel() {
  return (
    <>
      I accept the{" "}
      <a
        href={ROUTES.terms}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-jade underline underline-offset-2 hover:text-ink"
      >
        Terms and Conditions
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
