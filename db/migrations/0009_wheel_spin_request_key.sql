ALTER TABLE `wheel_spins` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `wheel_spins_user_request_key_idx` ON `wheel_spins` (`user_id`,`request_key`);