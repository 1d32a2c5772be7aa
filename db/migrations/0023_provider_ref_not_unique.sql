DROP INDEX `payment_orders_provider_ref_unique`;--> statement-breakpoint
CREATE INDEX `payment_orders_provider_ref_idx` ON `payment_orders` (`provider_ref`);