ALTER TABLE "form_version" ADD COLUMN "published_by" text;--> statement-breakpoint
ALTER TABLE "form_version" ADD COLUMN "texts" jsonb;