CREATE TABLE `customer_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`kind` text NOT NULL,
	`address_hash` text NOT NULL,
	`network_hash` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`sent_at` text,
	`failed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_mails_lead_kind_unique` ON `customer_mails` (`lead_id`,`kind`);--> statement-breakpoint
CREATE INDEX `customer_mails_address_created_idx` ON `customer_mails` (`address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `customer_mails_network_created_idx` ON `customer_mails` (`network_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `customer_mails_status_failed_idx` ON `customer_mails` (`status`,`failed_at`);--> statement-breakpoint
CREATE TABLE `estimate_calendar` (
	`id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `estimate_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`changed_by` text,
	`confirmed_at` text,
	`cancelled_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimate_visits_live_slot_unique` ON `estimate_visits` (`start_at`) WHERE status != 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX `estimate_visits_live_lead_unique` ON `estimate_visits` (`lead_id`) WHERE status != 'cancelled';--> statement-breakpoint
CREATE INDEX `estimate_visits_start_at_idx` ON `estimate_visits` (`start_at`);--> statement-breakpoint
CREATE TABLE `review_requests` (
	`lead_id` text PRIMARY KEY NOT NULL,
	`how` text NOT NULL,
	`requested_at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_requests_requested_at_idx` ON `review_requests` (`requested_at`);