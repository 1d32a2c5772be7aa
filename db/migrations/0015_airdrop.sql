CREATE TABLE `airdrop_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`batch` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `airdrop_codes_code_hash_unique` ON `airdrop_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `airdrop_codes_batch_idx` ON `airdrop_codes` (`batch`);--> statement-breakpoint
CREATE TABLE `airdrop_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`solana_wallet_address` text NOT NULL,
	`code_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`code_id`) REFERENCES `airdrop_codes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `airdrop_registrations_solana_wallet_address_unique` ON `airdrop_registrations` (`solana_wallet_address`);--> statement-breakpoint
CREATE UNIQUE INDEX `airdrop_registrations_code_id_unique` ON `airdrop_registrations` (`code_id`);