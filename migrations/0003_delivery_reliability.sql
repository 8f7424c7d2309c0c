CREATE TABLE `digest_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`covers_from` text NOT NULL,
	`covers_until` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`lease_id` text,
	`lease_until` text,
	`last_error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `digest_runs_one_pending` ON `digest_runs` (`status`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `digest_runs_status_covers_until_idx` ON `digest_runs` (`status`,`covers_until`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `lease_id` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `held_at` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `held_by` text;--> statement-breakpoint
-- Hand-written backfill (keep it when migrations are regenerated): a lead held before
-- held_at existed was held by the screens when it arrived.
UPDATE `forms` SET `held_at` = `created_at`, `held_by` = 'screens' WHERE `is_spam` = 1 AND `held_at` IS NULL;
