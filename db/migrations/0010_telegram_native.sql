CREATE TABLE `bot_job_recipients` (
	`job_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`chat_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`credited_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` integer,
	PRIMARY KEY(`job_id`, `user_id`),
	FOREIGN KEY (`job_id`) REFERENCES `bot_jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bot_job_recipients_status_idx` ON `bot_job_recipients` (`job_id`,`status`,`user_id`);--> statement-breakpoint
CREATE TABLE `bot_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by` text NOT NULL,
	`segment` text NOT NULL,
	`message` text NOT NULL,
	`airdrop` text,
	`progress_chat_id` text,
	`progress_message_id` integer,
	`lease_holder` text,
	`leased_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`started_at` integer,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `bot_jobs_status_idx` ON `bot_jobs` (`status`);--> statement-breakpoint
CREATE TABLE `bot_roles` (
	`telegram_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`telegram_id`, `role`)
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`dedupe_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`available_at` integer,
	`claimed_by` text,
	`claimed_until` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_key_unique` ON `notifications` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notifications_status_idx` ON `notifications` (`status`,`available_at`,`id`);--> statement-breakpoint
CREATE TABLE `star_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`pack_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`gems` integer NOT NULL,
	`invoice_payload` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`telegram_charge_id` text,
	`provider_charge_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`paid_at` integer,
	`refunded_at` integer,
	`refunded_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pack_id`) REFERENCES `gem_packs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `star_payments_invoice_payload_unique` ON `star_payments` (`invoice_payload`);--> statement-breakpoint
CREATE UNIQUE INDEX `star_payments_telegram_charge_id_unique` ON `star_payments` (`telegram_charge_id`);--> statement-breakpoint
CREATE INDEX `star_payments_user_idx` ON `star_payments` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `ton_proof_payloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payload_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ton_proof_payloads_payload_hash_unique` ON `ton_proof_payloads` (`payload_hash`);--> statement-breakpoint
CREATE INDEX `ton_proof_payloads_expiry_idx` ON `ton_proof_payloads` (`expires_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `ton_address` text;--> statement-breakpoint
ALTER TABLE `users` ADD `bot_blocked_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `notifications_muted` integer DEFAULT false NOT NULL;