CREATE TABLE `daily_bonus_claims` (
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`streak` integer NOT NULL,
	`coins` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
