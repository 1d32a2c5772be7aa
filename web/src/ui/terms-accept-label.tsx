import { richText } from "../i18n/rich-text.tsx";
import { ROUTES } from "../lib/constants.ts";
import { useUiMessages } from "./messages.ts";

/** "I accept the Terms and Conditions", the Terms opening in a new tab: the sign-up form's and the 18+ gate's box. */
export function TermsAcceptLabel() {
  const t = useUiMessages();
  return richText(t("terms"), {
    0: (terms) => (
      <a
        href={ROUTES.terms}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-jade underline underline-offset-2 hover:text-ink"
      >
        {terms}
        <span className="sr-only"> {t("newTab")}</span>
      </a>
    ),
  });
}
