CREATE TABLE "mail_outbox" (
	"key" text PRIMARY KEY NOT NULL,
	"job_key" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"message_id" text
);
--> statement-breakpoint
CREATE TABLE "workflow_effect" (
	"job_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_worker" (
	"id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_over_at" timestamp with time zone,
	"taken_over_by" text,
	"jobs_taken_over" integer
);
--> statement-breakpoint
ALTER TABLE "workflow_job" ADD COLUMN "order_key" text;--> statement-breakpoint
ALTER TABLE "workflow_job" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_job_idx" ON "mail_outbox" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "workflow_job_order_idx" ON "workflow_job" USING btree ("order_key","id");--> statement-breakpoint
CREATE INDEX "workflow_job_locked_by_idx" ON "workflow_job" USING btree ("locked_by");--> statement-breakpoint
-- Status updates queued before this migration keep their order per process (decision 0044).
UPDATE "workflow_job" SET "order_key" = 'setValues:' || ("payload"->>'processId') WHERE "type" = 'setValues' AND "state" IN ('queued', 'running');