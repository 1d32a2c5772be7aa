CREATE TABLE `trusted_devices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trusted_devices_token_hash_unique` ON `trusted_devices` (`token_hash`);--> statement-breakpoint
CREATE INDEX `trusted_devices_user_idx` ON `trusted_devices` (`user_id`);--> statement-breakpoint
CREATE INDEX `trusted_devices_expiry_idx` ON `trusted_devices` (`expires_at`);--> statement-breakpoint
CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text,
	`leased_until` integer,
	`last_run_at` integer,
	`last_error` text
);
--> statement-breakpoint
DROP TABLE `outbox_mails`;--> statement-breakpoint
ALTER TABLE `email_tokens` ADD `email` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `email_tokens_expiry_idx` ON `email_tokens` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `pending_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `demo_of_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `users` ADD `demo_expires_at` integer;--> statement-breakpoint
CREATE INDEX `users_demo_expiry_idx` ON `users` (`demo_expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_expiry_idx` ON `sessions` (`expires_at`);