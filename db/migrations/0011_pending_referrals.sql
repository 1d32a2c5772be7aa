CREATE TABLE `telegram_pending_referrals` (
	`telegram_id` text PRIMARY KEY NOT NULL,
	`referral_code` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
