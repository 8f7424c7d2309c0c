DROP INDEX `digest_runs_one_pending`;--> statement-breakpoint
ALTER TABLE `digest_runs` ADD `day` text;--> statement-breakpoint
CREATE UNIQUE INDEX `digest_runs_day_unique` ON `digest_runs` (`day`);--> statement-breakpoint
ALTER TABLE `digest_runs` DROP COLUMN `lease_id`;--> statement-breakpoint
ALTER TABLE `digest_runs` DROP COLUMN `lease_until`;--> statement-breakpoint
DROP INDEX `email_outbox_status_next_attempt_idx`;--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`in_summary`);--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `next_attempt_at`;--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `lease_id`;--> statement-breakpoint
DROP INDEX `push_deliveries_status_next_attempt_idx`;--> statement-breakpoint
CREATE INDEX `push_deliveries_status_failed_at_idx` ON `push_deliveries` (`status`,`failed_at`);--> statement-breakpoint
ALTER TABLE `push_deliveries` DROP COLUMN `next_attempt_at`;--> statement-breakpoint
ALTER TABLE `push_deliveries` DROP COLUMN `lease_id`;--> statement-breakpoint
ALTER TABLE `forms` ADD `clock_started_at` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `journey_started_at` text;--> statement-breakpoint
-- Hand-written data move (keep at the end when renumbering): every accepted lead already
-- stored was announced by the cron engine this replaces, so it is marked as having its journey,
-- except one whose own notice is still pending: the five-minute cron starts its journey, which
-- sends the notice and skips every device the old engine already buzzed (push_deliveries says so).
UPDATE `forms` SET `journey_started_at` = `created_at`
WHERE `is_spam` = 0
  AND NOT EXISTS (SELECT 1 FROM `email_outbox` AS o WHERE o.`lead_id` = `forms`.`id` AND o.`status` = 'pending' AND o.`in_summary` = 0);
