import { type FormEvent, useEffect, useRef, useState } from "react";
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
  FEEDBACK_COPY,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  type FeedbackMode,
} from "./content.ts";
import { ModeSwitch } from "./mode-switch.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { useNeedsUsername, useSubmitFeedback } from "./use-feedback.ts";
import { type FeedbackDraft, type FeedbackErrors, FIELD_ORDER, validateFeedback } from "./validation.ts";

const EMPTY_DRAFT: Omit<FeedbackDraft, "mode"> = {
  grade: null,
  message: "",
  username: "",
  browser: "",
  deviceType: "",
  steps: "",
};

const withPlaceholder = (placeholder: string, options: readonly { value: string; label: string }[]) => [
  { value: "", label: placeholder },
  ...options,
];
const BROWSER_SELECT = withPlaceholder(FEEDBACK_COPY.browserPlaceholder, BROWSER_OPTIONS);
const DEVICE_SELECT = withPlaceholder(FEEDBACK_COPY.devicePlaceholder, DEVICE_OPTIONS);

/**
 * The feedback form (docs/product/economy.md §2, §4, §5, §8): general feedback (rating and message) or a bug
 * report (username when the sender has no nickname, browser, device type, message). Invalid input
 * shows the spec's messages and sends nothing; every error clears after 5 s. On success it thanks
 * the sender and closes after 2 s.
 */
export function FeedbackDialog({ initialMode, onClose }: { initialMode: FeedbackMode; onClose(): void }) {
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

  const bug = draft.mode === "bug";
  return (
    <Dialog title={FEEDBACK_COPY.title} onClose={onClose}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset disabled={sent} className="contents">
          <ModeSwitch mode={draft.mode} onChange={switchMode} />
          {bug ? (
            <>
              {needsUsername ? (
                <TextField
                  label={FEEDBACK_COPY.usernameLabel}
                  name="username"
                  autoComplete="username"
                  placeholder={FEEDBACK_COPY.usernamePlaceholder}
                  maxLength={FEEDBACK_USERNAME_MAX}
                  value={draft.username}
                  onChange={(event) => update("username", event.target.value)}
                  error={errors.username}
                />
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label={FEEDBACK_COPY.browserLabel}
                  name="browser"
                  options={BROWSER_SELECT}
                  value={draft.browser}
                  onChange={(event) => update("browser", event.target.value)}
                  error={errors.browser}
                />
                <SelectField
                  label={FEEDBACK_COPY.deviceLabel}
                  name="deviceType"
                  options={DEVICE_SELECT}
                  value={draft.deviceType}
                  onChange={(event) => update("deviceType", event.target.value)}
                  error={errors.deviceType}
                />
              </div>
            </>
          ) : (
            <RatingStars
              value={draft.grade}
              onChange={(grade) => update("grade", grade)}
              error={errors.rating}
            />
          )}
          <TextAreaField
            label={FEEDBACK_COPY.messageLabel[draft.mode]}
            name="message"
            placeholder={FEEDBACK_COPY.messagePlaceholder[draft.mode]}
            maxLength={FEEDBACK_MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => update("message", event.target.value)}
            error={errors.message}
          />
          {bug ? (
            <TextAreaField
              label={FEEDBACK_COPY.stepsLabel}
              name="steps"
              rows={3}
              className="[&_textarea]:min-h-20"
              maxLength={FEEDBACK_STEPS_MAX}
              value={draft.steps}
              onChange={(event) => update("steps", event.target.value)}
            />
          ) : null}
        </fieldset>
        {sent ? <Notice tone="success">{FEEDBACK_COPY.success}</Notice> : null}
        {failed ? <Notice tone="error">{FEEDBACK_COPY.failure}</Notice> : null}
        <Button type="submit" size="lg" loading={submit.isPending} disabled={sent}>
          {FEEDBACK_COPY.submit}
        </Button>
      </form>
    </Dialog>
  );
}
