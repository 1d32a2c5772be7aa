import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { ERROR_DISPLAY_MS } from "../../lib/constants.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { SelectField } from "../../ui/select-field.tsx";
import { TextAreaField } from "../../ui/text-area-field.tsx";
import { TextField } from "../../ui/text-field.tsx";
import {
  BROWSER_OPTIONS,
  DEVICE_OPTIONS,
  FEEDBACK_CLOSE_AFTER_MS,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  type FeedbackMode,
  MODE_TEXTS,
  type OptionLabel,
  optionLabel,
} from "./content.ts";
import { type FeedbackTranslate, feedbackMessages } from "./messages.ts";
import { ModeSwitch } from "./mode-switch.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { useNeedsUsername, useSubmitFeedback } from "./use-feedback.ts";
import {
  EMPTY_DRAFT,
  type FeedbackDraft,
  type FeedbackErrors,
  FIELD_ORDER,
  validateFeedback,
} from "./validation.ts";

/** A select's options as the player reads them, after its placeholder (the empty choice). */
const selectOptions = (
  placeholder: string,
  options: readonly { value: string; label: OptionLabel }[],
  t: FeedbackTranslate,
) => [
  { value: "", label: placeholder },
  ...options.map(({ value, label }) => ({ value, label: optionLabel(label, t) })),
];

/**
 * The feedback form (docs/product/economy.md §2, §4, §5, §8): general feedback (rating and message) or a bug
 * report (username when the sender has no nickname, browser, device type, message). Invalid input
 * shows the spec's messages and sends nothing; every error clears after 5 s. On success it thanks
 * the sender and closes after 2 s.
 */
export function FeedbackDialog({ initialMode, onClose }: { initialMode: FeedbackMode; onClose(): void }) {
  const t = useMessages(feedbackMessages);
  const [draft, setDraft] = useState<FeedbackDraft>({ mode: initialMode, ...EMPTY_DRAFT });
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [failed, setFailed] = useState(false);
  const needsUsername = useNeedsUsername();
  const submit = useSubmitFeedback();
  const sent = submit.isSuccess;
  const formRef = useRef<HTMLFormElement>(null);

  // docs/product/economy.md §4/§9: error messages clear after 5 s; the dialog closes 2 s after success.
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (!hasErrors) return;
    const timer = window.setTimeout(() => setErrors({}), ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasErrors]);
  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), ERROR_DISPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);
  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, FEEDBACK_CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const update = <K extends keyof FeedbackDraft>(key: K, value: FeedbackDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    const field = key === "grade" ? "rating" : key;
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as keyof FeedbackErrors]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const switchMode = (mode: FeedbackMode) => {
    setDraft((current) => ({ ...current, mode }));
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || sent) return;
    const found = validateFeedback(draft, needsUsername);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = FIELD_ORDER.find((field) => found[field]);
      const target = formRef.current?.querySelector<HTMLElement>(
        first === "rating" ? '[data-field="rating"] input' : `[name="${first}"]`,
      );
      target?.focus();
      return;
    }
    setFailed(false);
    submit.mutate(draft, { onError: () => setFailed(true) });
  };

  const browserSelect = useMemo(() => selectOptions(t("browserPlaceholder"), BROWSER_OPTIONS, t), [t]);
  const deviceSelect = useMemo(() => selectOptions(t("devicePlaceholder"), DEVICE_OPTIONS, t), [t]);
  const problem = (field: keyof FeedbackErrors) => {
    const id = errors[field];
    return id ? t(id) : undefined;
  };
  const bug = draft.mode === "bug";
  return (
    <Dialog title={t("title")} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset disabled={sent} className="contents">
          <ModeSwitch mode={draft.mode} onChange={switchMode} />
          {bug ? (
            <>
              {needsUsername ? (
                <TextField
                  label={t("usernameLabel")}
                  name="username"
                  autoComplete="username"
                  placeholder={t("usernamePlaceholder")}
                  maxLength={FEEDBACK_USERNAME_MAX}
                  value={draft.username}
                  onChange={(event) => update("username", event.target.value)}
                  error={problem("username")}
                />
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={t("browserLabel")}
                  name="browser"
                  options={browserSelect}
                  value={draft.browser}
                  onChange={(event) => update("browser", event.target.value)}
                  error={problem("browser")}
                />
                <SelectField
                  label={t("deviceLabel")}
                  name="deviceType"
                  options={deviceSelect}
                  value={draft.deviceType}
                  onChange={(event) => update("deviceType", event.target.value)}
                  error={problem("deviceType")}
                />
              </div>
            </>
          ) : (
            <RatingStars
              value={draft.grade}
              onChange={(grade) => update("grade", grade)}
              error={problem("rating")}
            />
          )}
          <TextAreaField
            label={t(MODE_TEXTS[draft.mode].messageLabel)}
            name="message"
            placeholder={t(MODE_TEXTS[draft.mode].messagePlaceholder)}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => update("message", event.target.value)}
            error={problem("message")}
          />
          {bug ? (
            <TextAreaField
              label={t("stepsLabel")}
              name="steps"
              rows={3}
              className="[&_textarea]:min-h-20"
              maxLength={FEEDBACK_STEPS_MAX}
              value={draft.steps}
              onChange={(event) => update("steps", event.target.value)}
            />
          ) : null}
        </fieldset>
        {sent ? <Notice tone="success">{t("success")}</Notice> : null}
        {failed ? <Notice tone="error">{t("failure")}</Notice> : null}
        <Button type="submit" size="lg" loading={submit.isPending} disabled={sent}>
          {t("submit")}
        </Button>
      </form>
    </Dialog>
  );
}
