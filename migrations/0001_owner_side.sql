ALTER TABLE `forms` ADD `ip_network_hash` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `forms` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `forms` ADD `note` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `forms` ADD `updated_at` text;--> statement-breakpoint
CREATE INDEX `forms_ip_network_hash_created_at_idx` ON `forms` (`ip_network_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `forms_status_created_at_idx` ON `forms` (`status`,`created_at`);