CREATE INDEX `bet_metrics_created_user_idx` ON `bet_metrics` (`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `crash_bets_created_idx` ON `crash_bets` (`created_at`);--> statement-breakpoint
CREATE INDEX `game_rounds_created_idx` ON `game_rounds` (`created_at`);