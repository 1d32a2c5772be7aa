/** Every user-facing string and command of the bot, named once. */

export const COMMANDS = [
  { command: "start", description: "Open JadeVerse" },
  { command: "help", description: "What this bot can do" },
] as const;

export const PLAY_BUTTON = "🎰 Play JadeVerse";

export const WELCOME_TEXT = [
  "Welcome to JadeVerse… 💎",
  "",
  "A free-to-play social casino: spin the wheel, climb the leaderboard and play with friends.",
  "Everything runs on virtual coins and gems only: no real-money gambling, nothing to cash out.",
  "",
  "Tap the button below to start playing.",
].join("\n");

export const REFERRAL_NOTE =
  "🎁 You came with a friend's invite: open JadeVerse with the button below so it counts.";

export const HELP_TEXT = [
  "JadeVerse is a free-to-play social casino with virtual currencies only.",
  "",
  ...COMMANDS.map((c) => `/${c.command}: ${c.description}`),
].join("\n");

export const SHORT_HELP_TEXT = "I only understand a few commands. Send /start to play or /help for the list.";
