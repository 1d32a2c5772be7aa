CREATE TABLE `pass_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` integer NOT NULL,
	`proof` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`seconds` integer NOT NULL,
	`carried_seconds` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`subscription_id`) REFERENCES `pass_subscriptions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_charges_proof_unique` ON `pass_charges` (`proof`);--> statement-breakpoint
CREATE INDEX `pass_charges_subscription_idx` ON `pass_charges` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `pass_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`pass_id` integer NOT NULL,
	`rail` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reference` text NOT NULL,
	`provider_ref` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`renews` integer DEFAULT true NOT NULL,
	`rail_stopped_at` integer,
	`paid_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`ended_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pass_id`) REFERENCES `season_passes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_subscriptions_reference_unique` ON `pass_subscriptions` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `pass_subscriptions_one_active` ON `pass_subscriptions` (`user_id`) WHERE "pass_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX `pass_subscriptions_user_idx` ON `pass_subscriptions` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `pass_subscriptions_provider_idx` ON `pass_subscriptions` (`provider_ref`);--> statement-breakpoint
CREATE INDEX `pass_subscriptions_to_stop_idx` ON `pass_subscriptions` (`status`,`rail_stopped_at`);--> statement-breakpoint
ALTER TABLE `season_passes` ADD `price_stars` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `season_passes` ADD `tier` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `season_passes` ADD `bonus_multiplier` integer DEFAULT 1 NOT NULL;