CREATE TABLE `change_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The counter read caches tag cached sessions with (db/src/schema/counters.ts). It moves on every change that can end a session's validity, from any process: a session revoked, re-dated, moved or removed, an account deleted or removed. Nothing else moves it, so a balance change leaves cached sessions valid.
INSERT INTO `change_counters` (`name`, `value`) VALUES ('sessions', 0);
--> statement-breakpoint
CREATE TRIGGER sessions_counter_on_session_change AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash ON sessions WHEN OLD.revoked_at IS NOT NEW.revoked_at OR OLD.expires_at IS NOT NEW.expires_at OR OLD.user_id IS NOT NEW.user_id OR OLD.token_hash IS NOT NEW.token_hash BEGIN UPDATE change_counters SET value = value + 1 WHERE name = 'sessions'; END;
--> statement-breakpoint
CREATE TRIGGER sessions_counter_on_session_delete AFTER DELETE ON sessions BEGIN UPDATE change_counters SET value = value + 1 WHERE name = 'sessions'; END;
--> statement-breakpoint
CREATE TRIGGER sessions_counter_on_account_change AFTER UPDATE OF id, deleted_at ON users WHEN OLD.id IS NOT NEW.id OR OLD.deleted_at IS NOT NEW.deleted_at BEGIN UPDATE change_counters SET value = value + 1 WHERE name = 'sessions'; END;
--> statement-breakpoint
CREATE TRIGGER sessions_counter_on_account_delete AFTER DELETE ON users BEGIN UPDATE change_counters SET value = value + 1 WHERE name = 'sessions'; END;
