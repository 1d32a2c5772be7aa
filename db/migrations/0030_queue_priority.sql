ALTER TABLE `queue_sessions` ADD `priority` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `queue_sessions_line_idx` ON `queue_sessions` (`state`,`priority`,`id`);