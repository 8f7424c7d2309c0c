ALTER TABLE `forms` ADD `screen_outcome` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `follows_refused_id` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `spam_verdict` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `spam_verdict_by` text;--> statement-breakpoint
ALTER TABLE `forms` ADD `spam_verdict_at` text;--> statement-breakpoint
CREATE INDEX `forms_follows_refused_id_idx` ON `forms` (`follows_refused_id`);