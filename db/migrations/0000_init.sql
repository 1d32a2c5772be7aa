CREATE TABLE `email_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_tokens_token_hash_unique` ON `email_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `email_tokens_user_purpose_idx` ON `email_tokens` (`user_id`,`purpose`);--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`user_agent` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `avatars` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `avatars_name_unique` ON `avatars` (`name`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_link` text NOT NULL,
	`action_redirect_link` text NOT NULL,
	`title` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `gem_packs` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`gems` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`badge` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `items` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`rarity` text NOT NULL,
	`price_gems` integer NOT NULL,
	`description` text NOT NULL,
	`file_url` text NOT NULL,
	`purchasable` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_slug_unique` ON `items` (`slug`);--> statement-breakpoint
CREATE INDEX `items_created_idx` ON `items` (`created_at`);--> statement-breakpoint
CREATE TABLE `price_quotes` (
	`coin_id` text PRIMARY KEY NOT NULL,
	`usd` real NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `season_passes` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`tagline` text NOT NULL,
	`price_cents` integer NOT NULL,
	`duration_days` integer NOT NULL,
	`perks` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `skins` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`avatar_id` integer NOT NULL,
	`type` text NOT NULL,
	`rarity` text NOT NULL,
	`price_gems` integer NOT NULL,
	`is_default_skin` integer DEFAULT false NOT NULL,
	`small_image_url` text NOT NULL,
	`big_image_url` text NOT NULL,
	`cover_image_url` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`avatar_id`) REFERENCES `avatars`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `skins_slug_unique` ON `skins` (`slug`);--> statement-breakpoint
CREATE INDEX `skins_created_idx` ON `skins` (`created_at`);--> statement-breakpoint
CREATE TABLE `user_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`source` text NOT NULL,
	`equipped_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `user_items_user_idx` ON `user_items` (`user_id`,`item_id`);--> statement-breakpoint
CREATE TABLE `user_skins` (
	`user_id` integer NOT NULL,
	`skin_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `skin_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`skin_id`) REFERENCES `skins`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`currency` text NOT NULL,
	`delta` integer NOT NULL,
	`balance_after` integer NOT NULL,
	`reason` text NOT NULL,
	`reference` text,
	`idempotency_key` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency_key_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_user_currency_idx` ON `ledger_entries` (`user_id`,`currency`,`id`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `game_statistics` (
	`user_id` integer NOT NULL,
	`game_type` text NOT NULL,
	`total_plays` integer DEFAULT 0 NOT NULL,
	`total_wins` integer DEFAULT 0 NOT NULL,
	`coins_wagered` integer DEFAULT 0 NOT NULL,
	`coins_won` integer DEFAULT 0 NOT NULL,
	`gems_wagered` integer DEFAULT 0 NOT NULL,
	`gems_won` integer DEFAULT 0 NOT NULL,
	`seconds_played` integer DEFAULT 0 NOT NULL,
	`sessions` integer DEFAULT 0 NOT NULL,
	`highest_reward_coins` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `game_type`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `game_stats_game_coins_idx` ON `game_statistics` (`game_type`,`coins_won`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text,
	`password_hash` text,
	`email_verified_at` integer,
	`nickname` text,
	`first_name` text,
	`last_name` text,
	`country` text,
	`referral_code` text NOT NULL,
	`referred_by_id` integer,
	`telegram_id` text,
	`telegram_username` text,
	`photo_url` text,
	`gems` integer DEFAULT 0 NOT NULL,
	`coins` integer DEFAULT 0 NOT NULL,
	`max_gems_owned` integer DEFAULT 0 NOT NULL,
	`xp` integer DEFAULT 0 NOT NULL,
	`vip` integer DEFAULT 0 NOT NULL,
	`has_beta_access` integer DEFAULT false NOT NULL,
	`is_demo` integer DEFAULT false NOT NULL,
	`demo_id` text,
	`tutorial_step` text,
	`equipped_skin_id` integer,
	`wallet_address` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`referred_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_unique` ON `users` (`referral_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_telegram_id_unique` ON `users` (`telegram_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_demo_id_unique` ON `users` (`demo_id`);--> statement-breakpoint
CREATE INDEX `users_xp_idx` ON `users` (`xp`);--> statement-breakpoint
CREATE INDEX `users_referred_by_idx` ON `users` (`referred_by_id`);--> statement-breakpoint
CREATE TABLE `investors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`evm_wallet_address` text,
	`solana_wallet_address` text,
	`token_amount` text NOT NULL,
	`round_price_usd` real NOT NULL,
	`total_invested` real NOT NULL,
	`cliff_months` integer NOT NULL,
	`vesting_months` integer NOT NULL,
	`unlock_at_tge` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `waitlist_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`country` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `waitlist_entries_email_unique` ON `waitlist_entries` (`email`);--> statement-breakpoint
CREATE TABLE `wheel_sections` (
	`id` integer PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`type` text NOT NULL,
	`theme` text NOT NULL,
	`coins_amount` integer DEFAULT 0 NOT NULL,
	`label` text NOT NULL,
	`weight` integer NOT NULL,
	`item_rarity` text,
	`item_id` integer,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wheel_sections_position_unique` ON `wheel_sections` (`position`);