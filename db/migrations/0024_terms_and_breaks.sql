ALTER TABLE `users` ADD `terms_version` text;--> statement-breakpoint
ALTER TABLE `users` ADD `terms_accepted_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `break_kind` text;--> statement-breakpoint
ALTER TABLE `users` ADD `break_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `break_set_at` integer;