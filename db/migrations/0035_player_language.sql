-- The language a player chose in Settings (docs/i18n.md "Which language"): one of db/src/i18n/locales.ts LOCALES, or null when never chosen.
ALTER TABLE `users` ADD `language` text;