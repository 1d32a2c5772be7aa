CREATE TABLE `race_results` (
	`month` text NOT NULL,
	`position` integer NOT NULL,
	`user_id` integer NOT NULL,
	`coins_wagered` integer NOT NULL,
	`prize_coins` integer DEFAULT 0 NOT NULL,
	`prize_item_id` integer,
	`paid_at` integer,
	PRIMARY KEY(`month`, `position`),
	FOREIGN KEY (`month`) REFERENCES `races`(`month`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`prize_item_id`) REFERENCES `items`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `race_results_month_user` ON `race_results` (`month`,`user_id`);--> statement-breakpoint
CREATE TABLE `race_wagers` (
	`month` text NOT NULL,
	`user_id` integer NOT NULL,
	`coins` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`month`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `race_wagers_board_idx` ON `race_wagers` (`month`,`coins`,`updated_at`);--> statement-breakpoint
CREATE TABLE `races` (
	`month` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'paying' NOT NULL,
	`closed_at` integer NOT NULL,
	`paid_at` integer
);
