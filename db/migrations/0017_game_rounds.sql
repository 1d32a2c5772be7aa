CREATE TABLE `game_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`game` text NOT NULL,
	`request_key` text NOT NULL,
	`seed_id` integer NOT NULL,
	`nonce` integer NOT NULL,
	`client_seed` text NOT NULL,
	`server_seed_hash` text NOT NULL,
	`bet` text NOT NULL,
	`outcome` text,
	`state` text,
	`seq` integer DEFAULT 0 NOT NULL,
	`action_keys` text DEFAULT '[]' NOT NULL,
	`total_bet` integer NOT NULL,
	`total_win` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`balance_after` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seed_id`) REFERENCES `fairness_seeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_rounds_user_request_key_idx` ON `game_rounds` (`user_id`,`request_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `game_rounds_seed_nonce_idx` ON `game_rounds` (`seed_id`,`nonce`);--> statement-breakpoint
CREATE UNIQUE INDEX `game_rounds_one_open_hand_idx` ON `game_rounds` (`user_id`) WHERE "game_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX `game_rounds_user_game_idx` ON `game_rounds` (`user_id`,`game`,`id`);--> statement-breakpoint
CREATE INDEX `game_rounds_user_idx` ON `game_rounds` (`user_id`,`id`);