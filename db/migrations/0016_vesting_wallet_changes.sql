CREATE TABLE `vesting_wallet_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`investor_id` integer NOT NULL,
	`signer` text NOT NULL,
	`signed_at` integer NOT NULL,
	`previous_solana_wallet` text,
	`new_solana_wallet` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`investor_id`) REFERENCES `investors`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vesting_wallet_changes_signature_idx` ON `vesting_wallet_changes` (`signer`,`signed_at`);--> statement-breakpoint
CREATE INDEX `investors_evm_idx` ON `investors` (`evm_wallet_address`);--> statement-breakpoint
CREATE INDEX `investors_solana_idx` ON `investors` (`solana_wallet_address`);