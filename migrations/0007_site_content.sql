CREATE TABLE `site_content` (
	`section` text PRIMARY KEY NOT NULL,
	`draft` text NOT NULL,
	`draft_updated_at` text NOT NULL,
	`published` text,
	`published_at` text
);
--> statement-breakpoint
CREATE TABLE `site_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`sha256` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `site_publishes` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'asked' NOT NULL,
	`reason` text,
	`asked_at` text NOT NULL,
	`joined_at` text,
	`started_at` text,
	`finished_at` text,
	`asked_by` text
);
--> statement-breakpoint
CREATE INDEX `site_publishes_status_idx` ON `site_publishes` (`status`);--> statement-breakpoint
CREATE INDEX `site_publishes_asked_at_idx` ON `site_publishes` (`asked_at`);