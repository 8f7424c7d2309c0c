ALTER TABLE `email_outbox` ADD `in_summary` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `failed_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_created_at_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `subject`;--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `html`;--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `text`;--> statement-breakpoint
ALTER TABLE `email_outbox` DROP COLUMN `reply_to`;--> statement-breakpoint
ALTER TABLE `phone_clicks` ADD `ip_network_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `phone_clicks_ip_network_hash_created_at_idx` ON `phone_clicks` (`ip_network_hash`,`created_at`);