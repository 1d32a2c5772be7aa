ALTER TABLE `users` ADD `locked_at` integer;--> statement-breakpoint
-- A lock or an unlock changes whether the account's sessions are honoured: it moves the sessions counter (migration 0021) so every instance's session cache reloads them.
CREATE TRIGGER sessions_counter_on_account_lock AFTER UPDATE OF locked_at ON users WHEN OLD.locked_at IS NOT NEW.locked_at BEGIN UPDATE change_counters SET value = value + 1 WHERE name = 'sessions'; END;
