import { NICKNAME_MAX } from "@jadeverse/api/client";

/**
 * The nickname field's next value: input longer than the limit is ignored, the previous value stays
 * (docs/product/platform.md §5 "longer input ignored").
 */
export const acceptNickname = (previous: string, next: string): string =>
  next.length > NICKNAME_MAX ? previous : next;

/** Confirm is disabled while the nickname is empty (blank counts as empty). */
export const canConfirmNickname = (nickname: string): boolean => nickname.trim().length > 0;
