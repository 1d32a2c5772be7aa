import { EMAIL_MAX } from "@jadeverse/api/client";
import { useMessages } from "../../i18n/messages.ts";
import { TextField, type TextFieldProps } from "../../ui/text-field.tsx";
import { accountMessages } from "./messages.ts";
import { refuseOversizedPaste } from "./validation.ts";

export interface EmailFieldProps
  extends Omit<TextFieldProps, "label" | "type" | "onChange" | "onPaste" | "maxLength"> {
  value: string;
  onValueChange(value: string): void;
  /** A paste longer than the server accepts is refused (never silently cut); say so. */
  onOversizedPaste(): void;
}

/** The account forms' e-mail input: focused first, the server's length cap, e-mail keyboard and autofill. */
export function EmailField({ onValueChange, onOversizedPaste, ...rest }: EmailFieldProps) {
  const t = useMessages(accountMessages);
  return (
    <TextField
      label={t("emailLabel")}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoFocus
      maxLength={EMAIL_MAX}
      onChange={(event) => onValueChange(event.target.value)}
      onPaste={refuseOversizedPaste(EMAIL_MAX, onOversizedPaste)}
      {...rest}
    />
  );
}
