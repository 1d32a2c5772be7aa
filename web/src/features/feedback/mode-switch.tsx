import { useId } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { type FeedbackMode, MODE_TEXTS } from "./content.ts";
import { feedbackMessages } from "./messages.ts";

const MODES: readonly FeedbackMode[] = ["feedback", "bug"];

/** General feedback or bug report, as a two-segment radio group. */
export function ModeSwitch({ mode, onChange }: { mode: FeedbackMode; onChange(mode: FeedbackMode): void }) {
  const t = useMessages(feedbackMessages);
  const name = useId();
  return (
    <fieldset className="flex rounded-full border border-line bg-canvas/60 p-1">
      <legend className="sr-only">{t("modeLabel")}</legend>
      {MODES.map((option) => (
        <label
          key={option}
          className={`flex flex-1 cursor-pointer items-center justify-center rounded-full px-3 py-2 text-center text-sm leading-tight font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-jade ${
            mode === option ? "bg-jade text-canvas" : "text-muted hover:text-ink"
          }`}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {t(MODE_TEXTS[option].mode)}
        </label>
      ))}
    </fieldset>
  );
}
