/** The community managers' commands and prompts. */
export const NOT_ALLOWED = "This command is for community managers.";
export const ASK_CONTENT =
  "Send the message players will get: formatted text, or a photo with a caption. /cancel stops.";
export const ASK_REWARD =
  "What does each player get? Send 100 gems, 500 coins or item 12 (an item id). /cancel stops.";
export const BAD_REWARD =
  "I did not understand that. Send e.g. 100 gems, 500 coins or item 12 (an existing item id).";
export const ASK_ANNOUNCEMENT =
  "Now the announcement each player receives with the airdrop (text, or a photo with a caption).";
export const ASK_BUTTONS = [
  "Buttons? One a line:",
  "URL Read more | https://example.com",
  "Mini App Spin now | wheel",
  "Or tap Skip.",
].join("\n");
export const ASK_SEGMENT = "Who gets it?";
export const DRAFT_CANCELLED = "Draft discarded.";
export const EMPTY_CONTENT = "The message needs some text (or a photo).";
export const NO_JOBS = "No broadcasts or airdrops yet.";
