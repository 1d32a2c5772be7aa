// The feedback form's rules for front ends: its own entry, so only the feedback form takes them
// (through the client's main entry they rode on every first load). The form offers and checks exactly
// what the server accepts.

export {
  FEEDBACK_BROWSERS,
  FEEDBACK_DETECTED_MAX,
  FEEDBACK_DEVICE_TYPES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_STEPS_MAX,
  FEEDBACK_USERNAME_MAX,
  FEEDBACK_VALIDATION,
  RATING_MAX,
  RATING_MIN,
} from "./lib/feedback/constants.ts";
