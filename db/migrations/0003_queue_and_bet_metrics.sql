CREATE TABLE `bet_metrics` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`game_type` text NOT NULL,
	`metric_type` text NOT NULL,
	`coins_amount` integer DEFAULT 0 NOT NULL,
	`gems_amount` integer DEFAULT 0 NOT NULL,
	`external_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bet_metrics_external_id_unique` ON `bet_metrics` (`external_id`);--> statement-breakpoint
CREATE INDEX `bet_metrics_user_created_idx` ON `bet_metrics` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bet_metrics_user_game_created_idx` ON `bet_metrics` (`user_id`,`game_type`,`created_at`);--> statement-breakpoint
CREATE TABLE `queue_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`game_type` text NOT NULL,
	`state` text DEFAULT 'waiting' NOT NULL,
	`joined_at` integer NOT NULL,
	`activated_at` integer,
	`last_heartbeat_at` integer NOT NULL,
	`ended_at` integer,
	`end_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `queue_sessions_one_live_per_user` ON `queue_sessions` (`user_id`) WHERE "queue_sessions"."state" in ('waiting', 'active');--> statement-breakpoint
CREATE INDEX `queue_sessions_state_id_idx` ON `queue_sessions` (`state`,`id`);--> statement-breakpoint
CREATE INDEX `queue_sessions_state_heartbeat_idx` ON `queue_sessions` (`state`,`last_heartbeat_at`);--> statement-breakpoint
CREATE INDEX `queue_sessions_ended_idx` ON `queue_sessions` (`ended_at`);