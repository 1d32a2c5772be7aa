CREATE TABLE `payment_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`pack_id` integer NOT NULL,
	`rail` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`gems` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`amount` text NOT NULL,
	`reference` text NOT NULL,
	`provider_ref` text,
	`proof` text,
	`payer` text,
	`chain` text,
	`token` text,
	`expires_at` integer,
	`failure_reason` text,
	`debt_gems` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`paid_at` integer,
	`closed_at` integer,
	`refunded_at` integer,
	`refunded_by` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pack_id`) REFERENCES `gem_packs`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_orders_reference_unique` ON `payment_orders` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_orders_provider_ref_unique` ON `payment_orders` (`provider_ref`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_orders_proof_unique` ON `payment_orders` (`proof`);--> statement-breakpoint
CREATE INDEX `payment_orders_user_idx` ON `payment_orders` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `payment_orders_open_idx` ON `payment_orders` (`status`,`rail`,`expires_at`);--> statement-breakpoint
ALTER TABLE `gem_packs` ADD `price_stars` integer;--> statement-breakpoint
-- Stars prices move from STARS_PACK_PRICES into the catalog (its former defaults).
UPDATE `gem_packs` SET `price_stars` = CASE `id` WHEN 1 THEN 100 WHEN 2 THEN 250 WHEN 3 THEN 1000 WHEN 4 THEN 2500 END WHERE `id` IN (1, 2, 3, 4);--> statement-breakpoint
-- Every Stars payment becomes an order of the payments domain, keeping its id, payload and charge.
INSERT INTO `payment_orders` (`id`, `user_id`, `pack_id`, `rail`, `status`, `gems`, `price_cents`, `currency`, `amount`, `reference`, `proof`, `provider_ref`, `created_at`, `paid_at`, `refunded_at`, `refunded_by`)
SELECT sp.`id`, sp.`user_id`, sp.`pack_id`, 'stars', sp.`status`, sp.`gems`, gp.`price_cents`, 'XTR', CAST(sp.`stars` AS TEXT), sp.`invoice_payload`, sp.`telegram_charge_id`, NULLIF(sp.`provider_charge_id`, ''), sp.`created_at`, sp.`paid_at`, sp.`refunded_at`, sp.`refunded_by`
FROM `star_payments` sp JOIN `gem_packs` gp ON gp.`id` = sp.`pack_id`;
