CREATE TABLE `fairness_seeds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`server_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`client_seed` text NOT NULL,
	`next_nonce` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`revealed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fairness_seeds_one_live_per_user` ON `fairness_seeds` (`user_id`) WHERE "fairness_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX `fairness_seeds_user_idx` ON `fairness_seeds` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `wheel_section_tables` (
	`hash` text PRIMARY KEY NOT NULL,
	`canonical` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wheel_spins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`cost` integer NOT NULL,
	`position` integer NOT NULL,
	`reward_type` text NOT NULL,
	`theme` text NOT NULL,
	`coins_amount` integer DEFAULT 0 NOT NULL,
	`reward_value` integer NOT NULL,
	`reward_label` text NOT NULL,
	`item_rarity` text,
	`item_id` integer,
	`user_item_id` integer,
	`seed_id` integer NOT NULL,
	`nonce` integer NOT NULL,
	`client_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`provenance_hash` text NOT NULL,
	`section_table_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_item_id`) REFERENCES `user_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seed_id`) REFERENCES `fairness_seeds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`section_table_hash`) REFERENCES `wheel_section_tables`(`hash`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `wheel_spins_user_created_idx` ON `wheel_spins` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `wheel_spins_seed_nonce_idx` ON `wheel_spins` (`seed_id`,`nonce`);