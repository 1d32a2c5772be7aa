CREATE TABLE `crash_bets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`round_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`stake` integer NOT NULL,
	`auto_cashout` integer,
	`request_key` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`cashed_out_at` integer,
	`payout` integer DEFAULT 0 NOT NULL,
	`cashout_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`settled_at` integer,
	FOREIGN KEY (`round_id`) REFERENCES `crash_rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crash_bets_round_user_idx` ON `crash_bets` (`round_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `crash_bets_user_request_key_idx` ON `crash_bets` (`user_id`,`request_key`);--> statement-breakpoint
CREATE INDEX `crash_bets_round_status_idx` ON `crash_bets` (`round_id`,`status`);--> statement-breakpoint
CREATE TABLE `crash_rounds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`game_number` integer NOT NULL,
	`hash` text NOT NULL,
	`point` integer NOT NULL,
	`phase` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`betting_ends_at` integer NOT NULL,
	`started_at` integer,
	`crash_at` integer,
	`crashed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crash_rounds_game_number_idx` ON `crash_rounds` (`game_number`);--> statement-breakpoint
CREATE INDEX `crash_rounds_phase_idx` ON `crash_rounds` (`phase`,`id`);