CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`type` text NOT NULL,
	`grade` integer,
	`message` text NOT NULL,
	`additional_fields` text DEFAULT '{}' NOT NULL,
	`user_agent` text,
	`page_url` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `feedback_type_created_idx` ON `feedback` (`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `feedback_user_idx` ON `feedback` (`user_id`);--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `source` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `marketing_consent_at` integer;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `terms_accepted_at` integer;--> statement-breakpoint
ALTER TABLE `waitlist_entries` ADD `forwarded_at` integer;