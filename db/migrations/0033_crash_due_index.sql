DROP INDEX `crash_bets_round_status_idx`;--> statement-breakpoint
CREATE INDEX `crash_bets_round_status_auto_idx` ON `crash_bets` (`round_id`,`status`,`auto_cashout`);