ALTER TABLE "email_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar_method" text;