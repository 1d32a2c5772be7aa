CREATE TABLE `leaderboard_totals` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`total_plays` integer DEFAULT 0 NOT NULL,
	`total_wins` integer DEFAULT 0 NOT NULL,
	`coins_wagered` integer DEFAULT 0 NOT NULL,
	`coins_won` integer DEFAULT 0 NOT NULL,
	`gems_wagered` integer DEFAULT 0 NOT NULL,
	`gems_won` integer DEFAULT 0 NOT NULL,
	`seconds_played` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leaderboard_totals_coins_won_idx` ON `leaderboard_totals` (`coins_won`,`user_id`);--> statement-breakpoint
CREATE INDEX `leaderboard_totals_gems_won_idx` ON `leaderboard_totals` (`gems_won`,`user_id`);--> statement-breakpoint
CREATE INDEX `leaderboard_totals_coins_wagered_idx` ON `leaderboard_totals` (`coins_wagered`,`user_id`);--> statement-breakpoint
CREATE INDEX `leaderboard_totals_total_wins_idx` ON `leaderboard_totals` (`total_wins`,`user_id`);--> statement-breakpoint
DROP INDEX `game_stats_game_coins_idx`;--> statement-breakpoint
CREATE INDEX `game_stats_game_gems_idx` ON `game_statistics` (`game_type`,`gems_won`,`user_id`);--> statement-breakpoint
CREATE INDEX `game_stats_game_wagered_idx` ON `game_statistics` (`game_type`,`coins_wagered`,`user_id`);--> statement-breakpoint
CREATE INDEX `game_stats_game_wins_idx` ON `game_statistics` (`game_type`,`total_wins`,`user_id`);--> statement-breakpoint
CREATE INDEX `game_stats_game_coins_idx` ON `game_statistics` (`game_type`,`coins_won`,`user_id`);--> statement-breakpoint
INSERT INTO `leaderboard_totals` (`user_id`, `total_plays`, `total_wins`, `coins_wagered`, `coins_won`, `gems_wagered`, `gems_won`, `seconds_played`) SELECT `user_id`, sum(`total_plays`), sum(`total_wins`), sum(`coins_wagered`), sum(`coins_won`), sum(`gems_wagered`), sum(`gems_won`), sum(`seconds_played`) FROM `game_statistics` GROUP BY `user_id`;
